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

/** The remote's browser manifest, parsed: it crosses a deployment boundary. */
export async function fetchRemoteManifest(manifestUrl: string, fetchFn: typeof fetch): Promise<RemoteManifest> {
  const response = await fetchFn(manifestUrl, { signal: AbortSignal.timeout(1000) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return RemoteManifest.parse(await response.json());
}

/** The names of the shared modules a page's own build provides, from its manifest (the host's dist/mf-manifest.json). */
export async function pageSharesFrom(manifestPath: string): Promise<string[]> {
  const { shared } = z
    .object({ shared: z.array(z.object({ name: z.string() })) })
    .parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  return shared.map(({ name }) => name);
}
