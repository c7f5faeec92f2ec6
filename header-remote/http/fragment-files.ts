/**
 * The files a fragment's page needs from this remote, read from the build's manifest
 * (dist/mf-manifest.json) once: the `mount` expose's stylesheets, linked before the markup, and
 * the scripts the standalone script will load to hydrate it (the expose's chunks, its hydration
 * chunks, the shared modules), named after the markup as preloads.
 * Without them the page asked for them one after another: standalone.js, then the entry, then
 * the expose's chunks and this remote's own React and other shared modules (a page on another
 * stack provides none, and standalone.js gives the entry an empty share scope).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from '@grocer/shared-contracts/zod';
import { hydrationChunkFiles } from '../src/expose/hydration-chunks.ts';

const Assets = z.object({
  js: z.object({ sync: z.array(z.string()), async: z.optional(z.array(z.string())) }),
  css: z.object({ sync: z.array(z.string()) }),
});
const BrowserManifest = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(z.object({ name: z.string(), assets: Assets })),
  shared: z.array(z.object({ name: z.string(), assets: Assets })),
});

/** A script the standalone script will load: the entry it adds without CORS, or a chunk webpack loads with it. */
export type FragmentPreload = { readonly href: string; readonly cors: boolean };

export type FragmentFiles = { readonly stylesheets: readonly string[]; readonly preloads: readonly FragmentPreload[] };

/** Absolute addresses under `publicUrl` (URL's serialiser percent-encodes quotes and angle brackets in a path). */
export async function fragmentFiles(distDir: string, publicUrl: string): Promise<FragmentFiles> {
  const manifest = BrowserManifest.parse(JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')));
  const mount = manifest.exposes.find((expose) => expose.name === 'mount');
  if (!mount) throw new Error('The manifest has no mount expose');
  const at = (file: string) => new URL(file, publicUrl).href;
  const chunks = new Set([
    ...mount.assets.js.sync,
    ...hydrationChunkFiles(mount.assets.js.async ?? []),
    ...manifest.shared.flatMap((shared) => shared.assets.js.sync),
  ]);
  return {
    stylesheets: mount.assets.css.sync.map(at),
    preloads: [
      { href: at(manifest.metaData.remoteEntry.name), cors: false },
      ...[...chunks].map((file) => ({ href: at(file), cors: true })),
    ],
  };
}
