/**
 * The files a fragment's page needs from this remote, read from the build's manifest
 * (dist/mf-manifest.json) once: the `mount` expose's stylesheets and that of the header's code,
 * which hydrates on intent, read to be inlined before the markup (linked, they held back the
 * page's first paint by a request to this origin, and left the header unstyled, thousands of pixels
 * tall, where the browser could not reach it), and the
 * scripts the standalone script loads with the page (the expose's chunks, its hydration chunks,
 * the shared modules its hydration loads), named after the markup as preloads. Without them the page asked for them one
 * after another: standalone.js, then the entry, then the expose's chunks and this remote's own React
 * and other shared modules (a page on another stack provides none: standalone.js gives the entry an
 * empty share scope). The contracts' `hydrationFiles` decides the list and each file's CORS mode.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  hydrationFiles,
  RemoteManifest,
  styleElementText,
  type HydrationPreload,
} from '@grocer/shared-contracts/hydration-files';
import { hydrationChunks, hydrationShares, stylesheetChunks } from '../src/expose/hydration-chunks.ts';

export type FragmentFiles = {
  /** Each stylesheet's address and its rules, ready for a `<style>`: inlined, they cost the first paint no request. */
  readonly stylesheets: readonly { readonly href: string; readonly css: string }[];
  readonly preloads: readonly HydrationPreload[];
};

/** Absolute addresses under `publicUrl`, where browsers reach this remote; the stylesheets' rules read from `distDir`. */
export async function fragmentFiles(distDir: string, publicUrl: string): Promise<FragmentFiles> {
  const manifest = RemoteManifest.parse(JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')));
  const files = hydrationFiles(manifest, new URL('mf-manifest.json', publicUrl).href, {
    loader: 'standalone',
    hydrationChunks,
    stylesheetChunks,
    hydrationShares,
  });
  const stylesheets = await Promise.all(
    files.stylesheets.map(async (href) => {
      const file = path.join(distDir, ...new URL(href).pathname.slice(new URL(publicUrl).pathname.length).split('/'));
      return { href, css: styleElementText(await readFile(file, 'utf8')) };
    }),
  );
  return { stylesheets, preloads: files.preloads };
}
