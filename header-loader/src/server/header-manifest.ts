/**
 * The files a server-rendered header needs in the browser, read by the host's server from the
 * remote's browser manifest (mf-manifest.json) once per release: its stylesheets go into the page
 * (header-stylesheets.ts); its scripts are named in the first HTML as preloads (page-header.ts), so
 * they download beside the host's own scripts instead of one after another once those have run
 * (manifest, entry, then the expose's chunks, the state parser and the shared modules the page does
 * not provide: three round trips, 450 ms on a phone's network). What to preload, and in which CORS
 * mode, is the contracts' `hydrationFiles` (remote-header-renderer.ts calls it), which page teams'
 * servers use too.
 */
import { readFile } from 'node:fs/promises';
import * as z from '@grocer/shared-contracts/zod';
import { RemoteManifest } from '@grocer/shared-contracts/hydration-files';
import { fetchText, JSON_TYPES } from './bounded-fetch.ts';

/** The remote's manifest is a few KB (one entry per file it builds); past this it is refused, not parsed. */
export const MAX_MANIFEST_BYTES = 256 * 1024;

/** The remote's browser manifest, its type and size checked, then parsed: it crosses a deployment boundary. */
export async function fetchRemoteManifest(manifestUrl: string, fetchFn: typeof fetch): Promise<RemoteManifest> {
  return RemoteManifest.parse(
    JSON.parse(await fetchText(manifestUrl, fetchFn, { maxBytes: MAX_MANIFEST_BYTES, types: JSON_TYPES })),
  );
}

/** The names of the shared modules a page's own build provides, from its manifest (the host's dist/mf-manifest.json). */
export async function pageSharesFrom(manifestPath: string): Promise<string[]> {
  const { shared } = z
    .object({ shared: z.array(z.object({ name: z.string() })) })
    .parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  return shared.map(({ name }) => name);
}
