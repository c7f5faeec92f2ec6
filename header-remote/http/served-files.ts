/**
 * Which of the build's files the remote serves to a request. In production no source
 * maps go out, to anyone: they hand the code over, comments and all. The server build (`server/`:
 * the whole header's code, which hosts' servers verify and run, decision 034) goes only to a
 * request carrying its credential, `Authorization: Bearer <HEADER_SERVER_BUILD_TOKEN>`
 * (decision 045): no header a client chooses for itself says who it is. Without a token the
 * server build is open in development, as it always was, and closed in production.
 */
import { timingSafeEqual } from 'node:crypto';

export type ServedTo = {
  readonly production: boolean;
  /** HEADER_SERVER_BUILD_TOKEN, when set (server-build-token.ts). */
  readonly serverBuildToken: string | undefined;
  /** The request's Authorization header. */
  readonly authorization: string | undefined;
};

export function served(pathName: string, { production, serverBuildToken, authorization }: ServedTo): boolean {
  const file = pathName.split('?', 1)[0] ?? '';
  if (production && /\.map(\.br|\.gz)?$/.test(file)) return false;
  if (!file.startsWith('/server/')) return true;
  if (serverBuildToken === undefined) return !production;
  return sameCredential(authorization, `Bearer ${serverBuildToken}`);
}

/** In constant time, so the answer's timing tells nothing of the token; lengths first, as timingSafeEqual needs. */
function sameCredential(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const bytes = Buffer.from(given);
  const wanted = Buffer.from(expected);
  return bytes.length === wanted.length && timingSafeEqual(bytes, wanted);
}
