// @vitest-environment node
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releasePublicKey, sha256, verifyRelease } from '@grocer/shared-contracts/release-manifest';
import { DEVELOPMENT_RELEASE_PUBLIC_KEY } from '@grocer/shared-contracts/development-release-key';
import { writeReleaseManifest } from './release-files.ts';
import { releaseSigningKey } from './signing-key.ts';

describe("the remote build's signed release", () => {
  it('signs the hash of every file a host reads: the server entry, the browser manifest and the stylesheets', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'remote-release-'));
    await mkdir(path.join(dist, 'server'));
    const files = { 'server/remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'mount.1234abcd.css': '.a{}' };
    for (const [file, body] of Object.entries(files)) await writeFile(path.join(dist, file), body);
    await writeFile(path.join(dist, 'mount.js'), 'browser only');
    const warnings: string[] = [];
    await writeReleaseManifest(
      dist,
      releaseSigningKey({}, (message) => warnings.push(message)),
    );
    const release = verifyRelease(await readFile(path.join(dist, 'release.json'), 'utf8'), [
      releasePublicKey(DEVELOPMENT_RELEASE_PUBLIC_KEY),
    ]);
    expect(release.files).toEqual(
      Object.fromEntries(Object.entries(files).map(([file, body]) => [file, sha256(body)])),
    );
    expect(warnings).toEqual([
      'The header release is signed with the development key: only hosts that are not in production accept it.',
    ]);
  });

  it('is not signed with the development key in a production build', () => {
    expect(() => releaseSigningKey({ NODE_ENV: 'production' }, () => {})).toThrow(
      /HEADER_RELEASE_PRIVATE_KEY is required/,
    );
  });
});
