/**
 * The built remote's files, as served() allows (served-files.ts): hashed chunks and stylesheets
 * cached for a year, the manifest and remoteEntry.js, which name the current chunks, revalidated
 * on every load so a deploy is picked up at once. The build writes Brotli and gzip copies of each
 * file; the one the client accepts is sent, with `vary: accept-encoding`.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { served } from './served-files.ts';

const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map|\.br|\.gz)?$/;

export type BuildServing = {
  /** The build's folder (dist/, or REMOTE_DIST). */
  readonly root: string;
  readonly production: boolean;
  /** HEADER_SERVER_BUILD_TOKEN (server-build-token.ts): the server build goes only to a request that sends it. */
  readonly serverBuildToken: string | undefined;
};

export async function serveBuild(app: FastifyInstance, { root, production, serverBuildToken }: BuildServing) {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName, _root, request) =>
      served(pathName, { production, serverBuildToken, authorization: request.headers.authorization }),
    setHeaders: (reply, filePath) => {
      // The server build went to one credential's holder: no shared cache may hand it to the next client.
      if (path.relative(root, filePath).startsWith(`server${path.sep}`))
        reply.header('cache-control', 'private, no-cache');
      else reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
