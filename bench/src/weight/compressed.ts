import { statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes as served: raw, gzip at level 9 and brotli at quality 11 (what a CDN's static compression does). */
export type Sizes = { readonly raw: number; readonly gzip: number; readonly brotli: number };

export const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function compressedSizes(content: Buffer): Sizes {
  if (content.length === 0) return ZERO;
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }).length,
  };
}

/**
 * A built file's bytes as its server sends them: the build's own `.gz` and `.br` copies where it wrote
 * them (the servers serve those, `preCompressed`; the same settings as `compressedSizes`), compressed
 * here only where it did not. Weighing the copies spares CI a second Brotli pass over every file.
 */
export function servedSizes(file: string, content: Buffer): Sizes {
  const copy = (suffix: string) => statSync(`${file}${suffix}`, { throwIfNoEntry: false })?.size;
  const gzip = copy('.gz');
  const brotli = copy('.br');
  if (gzip === undefined || brotli === undefined) return compressedSizes(content);
  return { raw: content.length, gzip, brotli };
}

/** Files travel separately, so a set's compressed size is the sum of each file's. */
export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}
