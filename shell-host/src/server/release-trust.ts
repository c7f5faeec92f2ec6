/**
 * The keys the host trusts to sign the remote's releases (decision 034), from its environment, as
 * the header's server half takes them (base64 DER):
 *   HEADER_RELEASE_PUBLIC_KEY  Ed25519 public keys, base64 DER (SPKI), comma-separated (a rotation
 *                              lists the old and the new); unset: the development key, with a warning.
 * With NODE_ENV=production the host refuses to start without a key of its own, with the development
 * key, or with a manifest that is not https:.
 */
import * as z from '@grocer/shared-contracts/zod';
import { releasePublicKey } from '@grocer/shared-contracts/release-manifest';
import { DEVELOPMENT_RELEASE_PUBLIC_KEY } from '@grocer/shared-contracts/development-release-key';

const TrustEnv = z.object({
  HEADER_RELEASE_PUBLIC_KEY: z.optional(z.string()),
  NODE_ENV: z.optional(z.string()),
});

export function releaseKeys(
  env: Record<string, string | undefined>,
  manifestUrl: string,
  warn: (message: string) => void,
): string[] {
  const { HEADER_RELEASE_PUBLIC_KEY = '', NODE_ENV } = TrustEnv.parse(env);
  const given = HEADER_RELEASE_PUBLIC_KEY.split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (NODE_ENV === 'production') {
    const refuse = (why: string) => {
      throw new Error(`Refusing to start with NODE_ENV=production: ${why} (docs/production.md).`);
    };
    if (new URL(manifestUrl).protocol !== 'https:') refuse(`the header manifest ${manifestUrl} is not https:`);
    if (given.length === 0) refuse('HEADER_RELEASE_PUBLIC_KEY is required');
    if (given.includes(DEVELOPMENT_RELEASE_PUBLIC_KEY))
      refuse('HEADER_RELEASE_PUBLIC_KEY is the published development key');
  }
  // A key that is not one refuses the start here, not at the first release.
  for (const key of given) releasePublicKey(key);
  if (given.length > 0) return given;
  warn('The header remote is trusted with the development release key: set HEADER_RELEASE_PUBLIC_KEY in production.');
  return [DEVELOPMENT_RELEASE_PUBLIC_KEY];
}
