/**
 * Weighs a set of built files: exact raw, gzip and brotli bytes of each, the
 * Module Federation runtime's share, and which sources the bytes came from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addSizes, compressedSizes, servedSizes, type Sizes, ZERO } from './compressed.ts';
import type { ListedFile } from './remote-files.ts';
import { attributeBytes, type SourceMap } from './source-map-bytes.ts';
import { contributorOf, isFederationRuntime, moduleName } from './source-kinds.ts';

export type WeighedFile = ListedFile & { readonly sizes: Sizes };
export type Contributor = { readonly name: string; readonly raw: number };

export type FileSetWeight = {
  readonly files: readonly WeighedFile[];
  readonly total: Sizes;
  /** The federation runtime's bytes, each file's runtime bytes compressed on their own. */
  readonly federationRuntime: Sizes;
  /** Raw (minified) bytes by package or app folder, biggest first. */
  readonly contributors: readonly Contributor[];
  /** Raw (minified) bytes by source module, biggest first. */
  readonly modules: readonly Contributor[];
};

function ranked(totals: Map<string, number>): Contributor[] {
  return [...totals]
    .map(([name, raw]) => ({ name, raw }))
    .sort((a, b) => b.raw - a.raw || a.name.localeCompare(b.name));
}

export function weighFiles(distDir: string, listed: readonly ListedFile[]): FileSetWeight {
  const byContributor = new Map<string, number>();
  const byModule = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, bytes: number) => into.set(key, (into.get(key) ?? 0) + bytes);
  let total = ZERO;
  let federationRuntime = ZERO;
  const files = listed.map((entry) => {
    const content = readFileSync(path.join(distDir, entry.file));
    const sizes = servedSizes(path.join(distDir, entry.file), content);
    total = addSizes(total, sizes);
    const mapFile = path.join(distDir, `${entry.file}.map`);
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
      const runs = attributeBytes(content.toString('utf8'), map);
      const runtimeParts: Buffer[] = [];
      for (const run of runs) {
        const bytes = run.end - run.start;
        add(byContributor, contributorOf(run.source), bytes);
        add(byModule, moduleName(run.source), bytes);
        if (isFederationRuntime(run.source)) runtimeParts.push(content.subarray(run.start, run.end));
      }
      federationRuntime = addSizes(federationRuntime, compressedSizes(Buffer.concat(runtimeParts)));
    } else {
      add(byContributor, `(no source map) ${entry.file}`, content.length);
    }
    return { ...entry, sizes };
  });
  return { files, total, federationRuntime, contributors: ranked(byContributor), modules: ranked(byModule) };
}

/** Every JavaScript and CSS file a build wrote (not maps, licences or type bundles). */
export function allCodeFiles(distDir: string, files: readonly string[], why: string): ListedFile[] {
  return files
    .filter((file) => /\.(js|css)$/.test(file) && existsSync(path.join(distDir, file)))
    .sort()
    .map((file) => ({ file, why }));
}
