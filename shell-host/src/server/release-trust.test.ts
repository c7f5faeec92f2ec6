// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_RELEASE_PUBLIC_KEY } from '@grocer/shared-contracts/development-release-key';
import { releaseKeys } from './release-trust.ts';

const ownKey = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
const https = 'https://header.fernleaf.example/mf-manifest.json';

describe('the keys a host trusts to sign the header remote', () => {
  it('are the ones it is given, several during a rotation', () => {
    const keys = releaseKeys(
      { HEADER_RELEASE_PUBLIC_KEY: `${ownKey}, ${DEVELOPMENT_RELEASE_PUBLIC_KEY}` },
      https,
      () => {},
    );
    expect(keys).toEqual([ownKey, DEVELOPMENT_RELEASE_PUBLIC_KEY]);
  });

  it('are the development key, with a warning, on a host that is not in production', () => {
    const warnings: string[] = [];
    const keys = releaseKeys({}, 'http://localhost:3001/mf-manifest.json', (message) => warnings.push(message));
    expect(keys).toEqual([DEVELOPMENT_RELEASE_PUBLIC_KEY]);
    expect(warnings).toHaveLength(1);
  });

  it('keep a production host from starting without a key of its own, with the development key, or over http:', () => {
    const production = (env: Record<string, string>, manifestUrl = https) =>
      releaseKeys({ NODE_ENV: 'production', ...env }, manifestUrl, () => {});
    expect(() => production({})).toThrow(/HEADER_RELEASE_PUBLIC_KEY is required/);
    expect(() => production({ HEADER_RELEASE_PUBLIC_KEY: DEVELOPMENT_RELEASE_PUBLIC_KEY })).toThrow(/development key/);
    expect(() => production({ HEADER_RELEASE_PUBLIC_KEY: ownKey }, 'http://header.example/mf-manifest.json')).toThrow(
      /is not https:/,
    );
    expect(production({ HEADER_RELEASE_PUBLIC_KEY: ownKey })).toHaveLength(1);
  });
});
