import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ServerBuildToken, sha256, signRelease, UnverifiedRelease, verifyRelease } from './release-manifest.ts';

const build = generateKeyPairSync('ed25519');
const manifest = { builtAt: '2026-11-25T12:00:00.000Z', files: { 'server/remoteEntry.js': sha256('entry') } };

describe('the signed release manifest a host checks before it runs a remote', () => {
  it('is read back, with an id that is the hash of what was signed, by a host with the build key', () => {
    const signed = signRelease(manifest, build.privateKey);
    const release = verifyRelease(signed, [generateKeyPairSync('ed25519').publicKey, build.publicKey]);
    expect(release).toEqual({ ...manifest, id: sha256(Buffer.from(JSON.parse(signed).manifest, 'base64')) });
  });

  it('is refused when another key signed it, or its content was changed after signing', () => {
    const rogue = signRelease(manifest, generateKeyPairSync('ed25519').privateKey);
    expect(() => verifyRelease(rogue, [build.publicKey])).toThrow(UnverifiedRelease);
    const signed = JSON.parse(signRelease(manifest, build.privateKey)) as { manifest: string };
    const changed = { ...manifest, files: { 'server/remoteEntry.js': sha256('rogue entry') } };
    const tampered = JSON.stringify({ ...signed, manifest: Buffer.from(JSON.stringify(changed)).toString('base64') });
    expect(() => verifyRelease(tampered, [build.publicKey])).toThrow(UnverifiedRelease);
    expect(() => verifyRelease('<html>', [build.publicKey])).toThrow(UnverifiedRelease);
  });

  it('names only files below its own folder', () => {
    for (const path of ['../secret.css', '/etc/passwd', 'https://elsewhere.example/a.css', 'a/./b.css']) {
      expect(() => signRelease({ ...manifest, files: { [path]: sha256('') } }, build.privateKey)).toThrow();
    }
  });
});

describe("the credential that reads the remote's server build", () => {
  it('is 32 characters at least, and says so when it is shorter', () => {
    expect(ServerBuildToken.parse('a'.repeat(32))).toBe('a'.repeat(32));
    const short = ServerBuildToken.safeParse('a'.repeat(31));
    expect(short.error?.issues[0]?.message).toBe('HEADER_SERVER_BUILD_TOKEN must be at least 32 characters');
  });
});
