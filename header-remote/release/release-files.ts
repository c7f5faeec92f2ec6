/**
 * The remote's signed release manifest (dist/release.json, decision 034): the SHA-256 of every file
 * a host's server reads (the server build, the browser manifest and the stylesheets it inlines),
 * signed with the release key, so a host runs only what this build wrote.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { RELEASE_MANIFEST_FILE, sha256, signRelease } from '@grocer/shared-contracts/release-manifest';

/** What a host's server reads from a release, besides the stylesheets. */
const SERVER_READS = ['server/remoteEntry.js', 'mf-manifest.json'];

/** Hashes the files of the build in `distDir` and writes its signed release.json there. */
export async function writeReleaseManifest(distDir: string, privateKey: KeyObject): Promise<void> {
  const stylesheets = (await readdir(distDir)).filter((name) => name.endsWith('.css')).sort();
  const files = Object.fromEntries(
    await Promise.all(
      [...SERVER_READS, ...stylesheets].map(async (file) => [file, sha256(await readFile(path.join(distDir, file)))]),
    ),
  );
  const manifest = { builtAt: new Date().toISOString(), files };
  await writeFile(path.join(distDir, RELEASE_MANIFEST_FILE), signRelease(manifest, privateKey));
}
