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
const Assets = z.object({
  js: z.object({ sync: z.array(z.string()), async: z.optional(z.array(z.string())) }),
  css: z.object({ sync: z.array(z.string()) }),
});
const BrowserManifest = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(z.object({ name: z.string(), assets: Assets })),
  shared: z.array(z.object({ name: z.string(), assets: Assets })),
});

export type HydrationFilesOptions = {
  /** The shared modules the page provides (the host's own manifest names them): the remote's copies are not used. */
  readonly pageShares: ReadonlySet<string>;
  /**
   * The chunks the remote says its hydration always loads besides the expose's own (its server
   * module's `hydrationChunks`: chunk names), found among the expose's async files as `<name>.*.js`.
   */
  readonly hydrationChunks: readonly string[];
};

/**
 * The `mount` expose's files, as absolute addresses (the remote's files are named relative to its
 * manifest), with its hydration chunks and the remote's shared modules that the page does not provide.
 */
export async function hydrationFiles(
  manifestUrl: string,
  fetchFn: typeof fetch,
  { pageShares, hydrationChunks }: HydrationFilesOptions,
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
      // Loaded by webpack's chunk loading (with CORS), asked for by the expose's chunk once it runs.
      ...(mount.assets.js.async ?? [])
        .filter((file) => file.endsWith('.js') && hydrationChunks.some((chunk) => file.startsWith(`${chunk}.`)))
        .map((file) => ({ href: at(file), as: 'script' as const, cors: true })),
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
