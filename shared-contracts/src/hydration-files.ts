/**
 * `@grocer/shared-contracts/hydration-files`: for a page's server that puts the header in its first
 * HTML (docs/server-rendering.md). From the remote's browser manifest (mf-manifest.json, which
 * Module Federation writes), the stylesheets the server-rendered header needs before it paints,
 * and the files its script will load to hydrate it, to name as preloads after its markup: they
 * then download beside the page's own scripts instead of one after another once those have run.
 * Each preload is in the CORS mode of the loader that will ask for the file: a preload in another
 * mode is not used, and the file is fetched twice.
 */
import * as z from './zod.ts';

const Assets = z.object({
  js: z.object({ sync: z.array(z.string()), async: z.optional(z.array(z.string())) }),
  css: z.object({ sync: z.array(z.string()), async: z.optional(z.array(z.string())) }),
});

/** The part of a remote's browser manifest read here; a manifest crosses a deployment boundary, so it is parsed. */
export const RemoteManifest = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(z.object({ name: z.string(), assets: Assets })),
  shared: z.array(z.object({ name: z.string(), assets: Assets })),
});
export type RemoteManifest = z.infer<typeof RemoteManifest>;

/** A file to name as `<link rel="preload" as="…" href="…">`, with `crossorigin="anonymous"` when `cors`. */
export type HydrationPreload = { readonly href: string; readonly as: 'script' | 'fetch'; readonly cors: boolean };

export type HydrationFiles = {
  readonly stylesheets: readonly string[];
  readonly preloads: readonly HydrationPreload[];
};

export type HydrationFilesOptions = {
  /**
   * What will load the header's files. `federation-runtime`: a federation host's runtime, which
   * fetches the manifest and adds the entry and the expose's chunks as plain scripts (no CORS).
   * `standalone`: the remote's standalone.js, which adds the entry itself (no CORS) and lets
   * webpack load the chunks (with CORS), and shares nothing from the page.
   */
  readonly loader: 'federation-runtime' | 'standalone';
  /** The shared modules the page provides (a federation host's own manifest names them); none for `standalone`. */
  readonly pageShares?: ReadonlySet<string>;
  /**
   * The chunks the remote says its hydration loads besides the expose's own (the `hydrationChunks`
   * of its server module: chunk names), found among the expose's async files as `<name>.<…>.js`.
   */
  readonly hydrationChunks?: readonly string[];
  /**
   * The chunks whose stylesheets the server's HTML needs before it paints, besides the expose's own
   * (the `stylesheetChunks` of its server module: chunk names): a chunk whose code loads later, on
   * intent, while its markup is in the first HTML. Found among the expose's async files as `<name>.<…>.css`.
   */
  readonly stylesheetChunks?: readonly string[];
  /**
   * The shared modules the remote says its hydration loads with the page (the `hydrationShares` of
   * its server module: share names); the others load later, on intent, and are not preloaded.
   * Every shared module when absent, as a remote before 1.7.0 says nothing.
   */
  readonly hydrationShares?: readonly string[];
};

/** The expose a server-rendered header is hydrated with. */
export const HYDRATING_EXPOSE = 'mount';

/**
 * The `mount` expose's stylesheets (and its stylesheet chunks'), and its files as preloads: the manifest (for a federation
 * runtime), the entry, the expose's chunks, its hydration chunks and the remote's shared modules
 * its hydration loads that the page does not provide. Addresses are absolute, resolved against the manifest's address as the
 * remote's own files are. Throws when the manifest has no `mount` expose.
 */
export function hydrationFiles(
  manifest: RemoteManifest,
  manifestUrl: string,
  {
    loader,
    pageShares = new Set(),
    hydrationChunks = [],
    stylesheetChunks = [],
    hydrationShares,
  }: HydrationFilesOptions,
): HydrationFiles {
  const mount = manifest.exposes.find((expose) => expose.name === HYDRATING_EXPOSE);
  if (!mount) throw new Error(`${manifestUrl} has no ${HYDRATING_EXPOSE} expose`);
  const at = (file: string) => new URL(file, manifestUrl).href;
  const { name, path } = manifest.metaData.remoteEntry;
  const entry = path === '' || path.endsWith('/') ? path + name : `${path}/${name}`;
  const named = (chunks: readonly string[], extension: string) => (file: string) =>
    file.endsWith(extension) && chunks.some((chunk) => file.startsWith(`${chunk}.`));
  const script = (cors: boolean) => (file: string) => ({ href: at(file), as: 'script' as const, cors });
  const preloads: HydrationPreload[] = [
    ...(loader === 'federation-runtime' ? [{ href: at(manifestUrl), as: 'fetch' as const, cors: true }] : []),
    script(false)(entry),
    ...mount.assets.js.sync.map(script(loader === 'standalone')),
    ...(mount.assets.js.async ?? []).filter(named(hydrationChunks, '.js')).map(script(true)),
    ...manifest.shared
      .filter((shared) => hydrationShares?.includes(shared.name) ?? true)
      .filter((shared) => loader === 'standalone' || !pageShares.has(shared.name))
      .flatMap((shared) => shared.assets.js.sync.map(script(true))),
  ];
  const seen = new Set<string>();
  return {
    stylesheets: [
      ...mount.assets.css.sync,
      ...(mount.assets.css.async ?? []).filter(named(stylesheetChunks, '.css')),
    ].map(at),
    // A chunk two shared modules list is one file: named once.
    preloads: preloads.filter(({ href }) => !seen.has(href) && seen.add(href)),
  };
}

/** A value made safe inside a double-quoted attribute. */
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const nonceAttribute = (nonce: string | undefined) => (nonce === undefined ? '' : ` nonce="${attribute(nonce)}"`);

/** One of `hydrationFiles`' preloads as a tag, in its loader's CORS mode, with the page's CSP nonce when it has one. */
export function preloadTag({ href, as, cors }: HydrationPreload, nonce?: string): string {
  const mode = cors ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" as="${as}" href="${attribute(href)}"${mode}${nonceAttribute(nonce)} />`;
}

/**
 * Rules that cannot end their `<style>` early: `</style` becomes `<\/style` (in CSS, `\/` is `/`).
 * Done once per release, when the sheet is read, not for every page.
 */
export const styleElementText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * One of `hydrationFiles`' stylesheets, inlined with the page's CSP nonce: the first paint waits for
 * no request to the remote's origin, and the header is styled even where the browser cannot reach
 * it. It keeps its address twice, so neither loader fetches it again when the header's script runs:
 * `data-href` on the `<style>` is what webpack's CSS loading looks for, and a disabled `<link>`
 * (never fetched, never applied) is what the federation runtime looks for before it adds an
 * expose's stylesheet. `css` is the sheet's rules as `styleElementText` made them.
 */
export function inlineStylesheetTag(href: string, css: string, nonce?: string): string {
  const url = attribute(href);
  return (
    `<style${nonceAttribute(nonce)} data-href="${url}">${css}</style>` +
    `<link rel="stylesheet" href="${url}" disabled crossorigin="anonymous"${nonceAttribute(nonce)} />`
  );
}

/** One of `hydrationFiles`' stylesheets, linked: from the remote's origin with CORS, with the page's CSP nonce when it has one. */
export function stylesheetTag(href: string, nonce?: string): string {
  return `<link rel="stylesheet" href="${attribute(href)}" crossorigin="anonymous"${nonceAttribute(nonce)} />`;
}
