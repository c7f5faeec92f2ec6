import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a page is sent in, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof ENCODINGS)[number];

/**
 * Pages smaller than this go as they are: the encoding's own bytes and the time it takes would
 * cost more than they save.
 */
export const MIN_COMPRESSED_CHARS = 1024;

/**
 * Brotli quality 4 and gzip level 6: a groceries page (134 KB, a third of it the answers its first
 * render used) takes about 2 ms and shrinks about 8 times. Higher Brotli qualities took 5-20 times
 * longer for a few per cent fewer bytes, on every page view; the build's static files use the
 * highest, once.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export type EncodedPage = { readonly body: string | Buffer; readonly encoding: PageEncoding | undefined };

/** The encoding the browser accepts that a page is sent in, or none (`identity`, or nothing we make). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding, [...ENCODINGS]) ?? undefined;
}

/**
 * The page's HTML as the browser asked for it: Brotli or gzip when its Accept-Encoding takes
 * them, else as it is. Pages were sent uncompressed, and a groceries page weighed 134 KB on the
 * wire, most of a mobile shopper's first second (the bench's page load). A page holds no secret
 * that stays the same from one response to the next (its nonce is new each time, credentials
 * live in HttpOnly cookies and no page carries one: decision 029, checked by
 * e2e/tests/signed-in-page.spec.ts), so compressing it beside reflected input gives BREACH nothing to find.
 */
export async function encodePage(html: string | Buffer, acceptEncoding: string | undefined): Promise<EncodedPage> {
  const encoding = pageEncoding(acceptEncoding);
  if (encoding === undefined || html.length < MIN_COMPRESSED_CHARS) return { body: html, encoding: undefined };
  const input = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const body =
    encoding === 'br'
      ? await brotli(input, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        })
      : await gzipAsync(input, { level: GZIP_LEVEL });
  return { body, encoding };
}
