/**
 * What the host's server reads from the remote's browser manifest (mf-manifest.json): the files a
 * server-rendered header needs in the browser to come alive through the `mount` expose. Its
 * stylesheets go into the page (header-stylesheets.ts); its scripts are named to the browser in
 * the first HTML as preloads (page-header.ts), so they download beside the host's own scripts
 * instead of one after another once those have run (manifest, entry, then the expose's chunks and
 * the shared modules the page does not provide: three round trips, 450 ms on a phone's network).
 */
import { readFile } from 'node:fs/promises';
import * as z from '@grocer/shared-contracts/zod';

/** A file the browser is told about early, fetched the way its loader will ask for it, so the loader finds it. */
export type HeaderPreload = {
  readonly href: string;
  /** `script` for the entry and the chunks, `fetch` for the manifest the federation runtime reads. */
  readonly as: 'script' | 'fetch';
  /**
   * With CORS, as `fetch` asks for the manifest and webpack's chunk loading for a shared module
   * (crossOriginLoading). The federation runtime adds the entry and the expose's files as plain
   * scripts, without CORS (the manifest names them; it does not wait for the entry to ask), so
   * their preloads have none either.
   */
  readonly cors: boolean;
};

export type HydrationFiles = { readonly stylesheets: readonly string[]; readonly preloads: readonly HeaderPreload[] };

/** The part of the manifest read here. Every field crosses a deployment boundary, so each is parsed. */
const Assets = z.object({ js: z.object({ sync: z.array(z.string()) }), css: z.object({ sync: z.array(z.string()) }) });
const BrowserManifest = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(z.object({ name: z.string(), assets: Assets })),
  shared: z.array(z.object({ name: z.string(), assets: Assets })),
});

/**
 * The `mount` expose's files, as absolute addresses (the remote's files are named relative to its
 * manifest), with those of the remote's shared modules whose names are not in `pageShares`: the
 * page provides those (the host's own manifest names them), so the remote's copies are not used.
 */
export async function hydrationFiles(
  manifestUrl: string,
  fetchFn: typeof fetch,
  pageShares: ReadonlySet<string>,
): Promise<HydrationFiles> {
  const response = await fetchFn(manifestUrl, { signal: AbortSignal.timeout(1000) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = BrowserManifest.parse(await response.json());
  const mount = manifest.exposes.find((expose) => expose.name === 'mount');
  if (!mount) throw new Error(`${manifestUrl} has no mount expose`);
  const at = (file: string) => new URL(file, manifestUrl).href;
  const { name, path } = manifest.metaData.remoteEntry;
  return {
    stylesheets: mount.assets.css.sync.map(at),
    preloads: [
      { href: manifestUrl, as: 'fetch', cors: true },
      { href: at(path === '' || path.endsWith('/') ? path + name : `${path}/${name}`), as: 'script', cors: false },
      ...mount.assets.js.sync.map((file) => ({ href: at(file), as: 'script' as const, cors: false })),
      ...manifest.shared
        .filter((shared) => !pageShares.has(shared.name))
        .flatMap((shared) =>
          shared.assets.js.sync.map((file) => ({ href: at(file), as: 'script' as const, cors: true })),
        ),
    ],
  };
}

/** The names of the shared modules a page's own build provides, from its manifest (the host's dist/mf-manifest.json). */
export async function pageSharesFrom(manifestPath: string): Promise<string[]> {
  const { shared } = z
    .object({ shared: z.array(z.object({ name: z.string() })) })
    .parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  return shared.map(({ name }) => name);
}
