/**
 * The credential the host reads the remote's server build with (decision 045), from its environment:
 *   HEADER_SERVER_BUILD_TOKEN  the remote's own token, sent as `Authorization: Bearer <token>` with
 *                              every read of the release's files; unset or empty: none, which a
 *                              development remote without a token of its own does not ask for.
 * With NODE_ENV=production the host refuses to start without it: a production remote serves its
 * server build to no one else, so every page would go out without the server-rendered header.
 */
import * as z from '@grocer/shared-contracts/zod';
import { ServerBuildToken } from '@grocer/shared-contracts/release-manifest';

const TokenEnv = z.object({
  HEADER_SERVER_BUILD_TOKEN: z.optional(z.string()),
  NODE_ENV: z.optional(z.string()),
});

export function serverBuildToken(env: Record<string, string | undefined>): string | undefined {
  const { HEADER_SERVER_BUILD_TOKEN = '', NODE_ENV } = TokenEnv.parse(env);
  const refuse = (why: string): never => {
    throw new Error(
      `Refusing to start${NODE_ENV === 'production' ? ' with NODE_ENV=production' : ''}: ${why} (docs/production.md).`,
    );
  };
  if (HEADER_SERVER_BUILD_TOKEN === '') {
    if (NODE_ENV === 'production') refuse('HEADER_SERVER_BUILD_TOKEN is required');
    return undefined;
  }
  const token = ServerBuildToken.safeParse(HEADER_SERVER_BUILD_TOKEN);
  return token.success ? token.data : refuse(token.error.issues[0]?.message ?? 'HEADER_SERVER_BUILD_TOKEN is unusable');
}
