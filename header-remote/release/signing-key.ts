/**
 * The key a build signs its release with: HEADER_RELEASE_PRIVATE_KEY (base64 DER, PKCS #8; see
 * docs/production.md), or else the published development key, which a production host refuses.
 * With NODE_ENV=production a build without a key of its own fails rather than sign with it.
 */
import type { KeyObject } from 'node:crypto';
import * as z from '@grocer/shared-contracts/zod';
import { releasePrivateKey } from '@grocer/shared-contracts/release-manifest';
import { DEVELOPMENT_RELEASE_PRIVATE_KEY } from '@grocer/shared-contracts/development-release-key';

const SigningEnv = z.object({
  HEADER_RELEASE_PRIVATE_KEY: z.optional(z.string()),
  NODE_ENV: z.optional(z.string()),
});

export function releaseSigningKey(env: Record<string, string | undefined>, warn: (message: string) => void): KeyObject {
  const { HEADER_RELEASE_PRIVATE_KEY: key = '', NODE_ENV } = SigningEnv.parse(env);
  if (key !== '') return releasePrivateKey(key);
  if (NODE_ENV === 'production') {
    throw new Error(
      'HEADER_RELEASE_PRIVATE_KEY is required when NODE_ENV=production: hosts refuse the development key',
    );
  }
  warn('The header release is signed with the development key: only hosts that are not in production accept it.');
  return releasePrivateKey(DEVELOPMENT_RELEASE_PRIVATE_KEY);
}
