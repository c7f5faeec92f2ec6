import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentHref, contentImageSrc, richTextHref } from './content-rules.ts';

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https:evil.example',
  'javascript%3Aalert(1)',
  'file:///etc/passwd',
  '',
  '   ',
];

/** What a browser may follow from content: http(s) elsewhere, or a path on this site (never `//host`). */
const isSafeHref = (href: string) => /^https?:\/\/[^/\\]/i.test(href) || /^\/(?![/\\])/.test(href);

describe('contentHref: where a CTA, card or picture may link', () => {
  it('rewrites content-management paths to site paths and drops .html', () => {
    expect(contentHref('/content/fernleaf/en/shop/browse/offers.html?x=1')).toBe('/ecom/shop/browse/offers?x=1');
  });

  it('keeps site paths and http(s) links', () => {
    expect(contentHref('/ecom/shop/browse/groceries')).toBe('/ecom/shop/browse/groceries');
    expect(contentHref('https://www.fernleafcellar.example/?source=fernleaf')).toBe(
      'https://www.fernleafcellar.example/?source=fernleaf',
    );
  });

  it.each(HOSTILE)('never links %j', (href) => {
    expect(contentHref(href)).toBeUndefined();
  });

  it('gives nothing for a missing or non-string url', () => {
    expect(contentHref(undefined)).toBeUndefined();
    expect(contentHref(42)).toBeUndefined();
  });

  it('only ever gives http(s) URLs or site paths, whatever it is given', () => {
    const hrefs = fc.oneof(
      fc.string(),
      fc.constantFrom(...HOSTILE),
      fc
        .tuple(fc.constantFrom('javascript:', 'data:', 'vbscript:', '//', '/\\', '/', 'https://', ''), fc.string())
        .map(([scheme, rest]) => scheme + rest),
    );
    fc.assert(
      fc.property(hrefs, (href) => {
        const result = contentHref(href);
        return result === undefined || isSafeHref(result);
      }),
    );
  });
});

describe('richTextHref: rich-text links', () => {
  it('puts relative paths under /ecom without .html', () => {
    expect(richTextHref('recipes.html')).toBe('/ecom/recipes');
    expect(richTextHref('/content/fernleaf/en/delivery-pass.html')).toBe('/ecom/delivery-pass');
  });

  it('keeps mailto, tel and fragments', () => {
    expect(richTextHref('mailto:help@fernleaf.example')).toBe('mailto:help@fernleaf.example');
    expect(richTextHref('tel:0800000000')).toBe('tel:0800000000');
    expect(richTextHref('#terms')).toBe('#terms');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    'java\nscript:alert(1)',
    'https://',
    'https:evil.example',
  ])('gives no link for %j', (href) => {
    expect(richTextHref(href)).toBeUndefined();
  });
});

describe('contentImageSrc: image sources', () => {
  it('resolves services paths against the content base', () => {
    expect(contentImageSrc('/images/content/cell-bakery.svg', 'http://content.test/')).toBe(
      'http://content.test/images/content/cell-bakery.svg',
    );
    expect(contentImageSrc('/images/content/cell-bakery.svg', '/')).toBe('/images/content/cell-bakery.svg');
    expect(contentImageSrc('/images/content/cell-bakery.svg', undefined)).toBe('/images/content/cell-bakery.svg');
  });

  it('keeps http(s) images as they are', () => {
    expect(contentImageSrc('https://cdn.example/a.jpg', 'http://content.test')).toBe('https://cdn.example/a.jpg');
  });

  it.each(['data:image/svg+xml,<svg onload=alert(1)>', 'javascript:alert(1)', '//evil.example/a.png', 'images/a.png'])(
    'never loads %j',
    (src) => {
      expect(contentImageSrc(src, 'http://content.test')).toBeUndefined();
    },
  );

  it('only ever gives http(s) URLs, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (src) => {
        const result = contentImageSrc(src, 'http://content.test');
        return result === undefined || /^https?:\/\/[^/\\]/i.test(result);
      }),
    );
  });
});
