/**
 * The files a server-rendered header needs in the browser, read by the host's server from the
 * remote's browser manifest (mf-manifest.json) once per release: its stylesheets go into the page
 * (header-stylesheets.ts); its scripts are named in the first HTML as preloads (page-header.ts), so
 * they download beside the host's own scripts instead of one after another once those have run
 * (manifest, entry, then the expose's chunks, the state parser and the shared modules the page does
 * not provide: three round trips, 450 ms on a phone's network). What to preload, and in which CORS
 * mode, is the contracts' `hydrationFiles`, which page teams' servers use too.
 */
import { readFile } from 'node:fs/promises';
import * as z from '@grocer/shared-contracts/zod';
import {
  hydrationFiles as filesIn,
  RemoteManifest,
  type HydrationFiles,
  type HydrationPreload,
} from '@grocer/shared-contracts/hydration-files';

export type HeaderPreload = HydrationPreload;

export type HydrationFilesOptions = {
  /** The shared modules the page provides (the host's own manifest names them): the remote's copies are not used. */
  readonly pageShares: ReadonlySet<string>;
  /** The chunks the remote's server module says hydration always loads (`hydrationChunks`). */
  readonly hydrationChunks: readonly string[];
};

/** The `mount` expose's files, for a page whose federation runtime loads the header. */
export async function hydrationFiles(
  manifestUrl: string,
  fetchFn: typeof fetch,
  options: HydrationFilesOptions,
): Promise<HydrationFiles> {
  const response = await fetchFn(manifestUrl, { signal: AbortSignal.timeout(1000) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = RemoteManifest.parse(await response.json());
  return filesIn(manifest, manifestUrl, { loader: 'federation-runtime', ...options });
}

/** The names of the shared modules a page's own build provides, from its manifest (the host's dist/mf-manifest.json). */
export async function pageSharesFrom(manifestPath: string): Promise<string[]> {
  const { shared } = z
    .object({ shared: z.array(z.object({ name: z.string() })) })
    .parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  return shared.map(({ name }) => name);
}
