/**
 * The files a fragment's page needs from this remote, read from the build's manifest
 * (dist/mf-manifest.json) once: the `mount` expose's stylesheets and that of the header's code,
 * which hydrates on intent, linked before the markup, and the
 * scripts the standalone script loads with the page (the expose's chunks, its hydration chunks,
 * the shared modules its hydration loads), named after the markup as preloads. Without them the page asked for them one
 * after another: standalone.js, then the entry, then the expose's chunks and this remote's own React
 * and other shared modules (a page on another stack provides none: standalone.js gives the entry an
 * empty share scope). The contracts' `hydrationFiles` decides the list and each file's CORS mode.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hydrationFiles, RemoteManifest, type HydrationFiles } from '@grocer/shared-contracts/hydration-files';
import { hydrationChunks, hydrationShares, stylesheetChunks } from '../src/expose/hydration-chunks.ts';

/** Absolute addresses under `publicUrl`, where browsers reach this remote. */
export async function fragmentFiles(distDir: string, publicUrl: string): Promise<HydrationFiles> {
  const manifest = RemoteManifest.parse(JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')));
  return hydrationFiles(manifest, new URL('mf-manifest.json', publicUrl).href, {
    loader: 'standalone',
    hydrationChunks,
    stylesheetChunks,
    hydrationShares,
  });
}
