import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePage, MIN_COMPRESSED_CHARS, pageEncoding } from './compress-page.ts';

const page = `<!doctype html><main>${'<li>Organic semi-skimmed milk 2 pints £1.45</li>'.repeat(200)}</main>`;

describe('a page in the encoding the browser accepts', () => {
  it('is Brotli when the browser takes it, as Chromium asks', async () => {
    const encoded = await encodePage(page, 'gzip, deflate, br, zstd');
    expect(encoded.encoding).toBe('br');
    expect(brotliDecompressSync(encoded.body).toString('utf8')).toBe(page);
    expect(encoded.body.length).toBeLessThan(page.length / 8);
  });

  it('is gzip when the browser takes gzip and not Brotli', async () => {
    const encoded = await encodePage(page, 'gzip;q=1.0, identity;q=0.5');
    expect(encoded.encoding).toBe('gzip');
    expect(gunzipSync(encoded.body).toString('utf8')).toBe(page);
  });

  it('follows the quality values: gzip preferred over Brotli when the browser says so', async () => {
    expect(pageEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
  });

  it('is the page as it is with no Accept-Encoding, identity only, a refused Brotli and gzip, or an unknown one', async () => {
    for (const accept of [undefined, '', 'identity', 'br;q=0, gzip;q=0', 'deflate', 'zstd']) {
      expect(await encodePage(page, accept)).toEqual({ body: page, encoding: undefined });
    }
  });

  it('leaves a page too small to gain as it is', async () => {
    const small = 'x'.repeat(MIN_COMPRESSED_CHARS - 1);
    expect(await encodePage(small, 'br')).toEqual({ body: small, encoding: undefined });
  });

  it('always gives back exactly the page, whatever the text and the header', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: MIN_COMPRESSED_CHARS, maxLength: 4000 }),
        fc.string({ maxLength: 60 }),
        async (html, accept) => {
          const encoded = await encodePage(html, accept);
          const decoded =
            encoded.encoding === 'br'
              ? brotliDecompressSync(encoded.body).toString('utf8')
              : encoded.encoding === 'gzip'
                ? gunzipSync(encoded.body).toString('utf8')
                : encoded.body;
          expect(decoded).toBe(html);
        },
      ),
      { numRuns: 60 },
    );
  });
});
