import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';
import { parseTokenText } from './bearer.ts';

/**
 * The httpOnly cookie that holds the bearer token of the browser's session
 * (docs/decisions/007-token-session-cookie.md). Only the services read it:
 * pages get the token from POST /v1/auth/token.
 */
export const TOKEN_COOKIE = 'fernleaf_token';
/** Its name in production: `__Host-`, so only this origin, over https, can set it. */
export const HOST_TOKEN_COOKIE = `__Host-${TOKEN_COOKIE}`;

/** The token cookie's name for this app: `__Host-` in production. */
const tokenCookie = (request: FastifyRequest) => (request.hostOnlyCookies ? HOST_TOKEN_COOKIE : TOKEN_COOKIE);

/** Whole seconds from `now` until `expiresAt`, rounded down so the cookie never outlives its session. */
export function cookieMaxAgeSeconds(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * Whether the browser reached us over https: directly, or through a proxy
 * that says so. Trusting the header without `trustProxy` is safe here: all it
 * can do is make the cookies `Secure`, never less strict.
 */
export function cameOverHttps(request: Pick<FastifyRequest, 'protocol' | 'headers'>): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

const attributes = (request: FastifyRequest) =>
  ({ path: '/', sameSite: 'lax', secure: request.hostOnlyCookies || cameOverHttps(request) }) as const;

/** Both cookies of a new (or confirmed) session, lasting as long as it does. */
export function setTokenCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { readonly token: string; readonly expiresAt: Date },
  now: Date,
): void {
  const maxAge = cookieMaxAgeSeconds(session.expiresAt, now);
  reply.setCookie(tokenCookie(request), session.token, { ...attributes(request), httpOnly: true, maxAge });
  reply.setCookie(TOKEN_SESSION_COOKIE, 'true', { ...attributes(request), httpOnly: false, maxAge });
}

/** Expires both cookies (Max-Age=0), so the browser forgets the session. */
export function clearTokenCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(tokenCookie(request), { ...attributes(request), httpOnly: true });
  reply.clearCookie(TOKEN_SESSION_COOKIE, { ...attributes(request), httpOnly: false });
}

/** The token in the request's token cookie (only the `__Host-` one in production), if it looks like a token at all. */
export function tokenFromCookie(request: FastifyRequest): string | undefined {
  return parseTokenText(request.cookies[tokenCookie(request)]);
}
