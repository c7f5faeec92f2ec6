/**
 * HEADER_SERVER_BUILD_TOKEN, the credential that reads the server build (served-files.ts,
 * decision 045), from the environment; unset or empty is none. A token too short to keep stops the
 * start. With NODE_ENV=production and none, the server build goes to nobody, which leaves every
 * host's server without the header: said once, at start, rather than found in hosts' logs.
 */
import { ServerBuildToken } from '@grocer/shared-contracts/release-manifest';

export function serverBuildToken(
  env: Readonly<Record<string, string | undefined>>,
  production: boolean,
  warn: (message: string) => void,
): string | undefined {
  const token = env.HEADER_SERVER_BUILD_TOKEN;
  if (token === undefined || token === '') {
    if (production) {
      warn(
        'HEADER_SERVER_BUILD_TOKEN is not set: with NODE_ENV=production the server build (/server/) is served to ' +
          'nobody, so no host can render the header on its server (docs/production.md).',
      );
    }
    return undefined;
  }
  const parsed = ServerBuildToken.safeParse(token);
  if (!parsed.success)
    throw new Error(
      `Refusing to start: ${parsed.error.issues[0]?.message ?? 'HEADER_SERVER_BUILD_TOKEN is unusable'}.`,
    );
  return parsed.data;
}
