import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.ts';
import { safeSitePath } from './safe-redirect.ts';

const SITE = 'https://www.fernleaf.example';

/**
 * Known open-redirect payloads (after the classic public lists, such as
 * PayloadsAllTheThings' "Open Redirect" and the OWASP unvalidated-redirects
 * cheat sheet), aimed at evil.example. Every one must give the fallback.
 */
const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  // Absolute URLs and schemes
  'https://evil.example',
  'http://evil.example/ecom/shop',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'https:/evil.example',
  'https:/\\evil.example',
  'ftp://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'java%0d%0ascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  // Not a path at all
  'evil.example',
  '.evil.example',
  '@evil.example',
  '%2f%2fevil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '〱evil.example',
  '／/evil.example',
  ' //evil.example',
  '\t//evil.example',
  // Protocol-relative and backslash hosts
  '//evil.example',
  '///evil.example',
  '////evil.example/ecom',
  '//evil.example/%2f..',
  '//evil.example@www.fernleaf.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/ecom\\..\\\\evil.example',
  // Whitespace and control characters that browsers strip
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u200b/evil.example',
  '/\u2028/evil.example',
  // The same tricks behind percent-encoding
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%252f%252fevil.example',
  '/%25252f%25252fevil.example',
  '/%09/evil.example',
  '/%00//evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '/ecom/shop/search?searchTerm=%0d%0aSet-Cookie:x=1',
  // Dot segments that climb to a host
  '/.//evil.example',
  '/../..//evil.example',
  '/ecom/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2e%2e%2f%2fevil.example',
  // Broken encoding, and not a string at all
  '/ecom/%E0%A4%A',
  '',
];

describe('safeSitePath: known open-redirect payloads', () => {
  it(`has a list of ${OPEN_REDIRECT_PAYLOADS.length} payloads`, () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))(
    'sends %s to groceries home',
    (_label, payload) => {
      expect(safeSitePath(payload)).toBe(ROUTES.groceriesHome);
    },
  );

  it.each([null, undefined, 42, {}, ['/ecom'], '/ecom/'.padEnd(3000, 'a')])(
    'sends a value that is not a short string (%#) to the fallback',
    (value) => {
      expect(safeSitePath(value)).toBe(ROUTES.groceriesHome);
    },
  );

  it('gives the fallback the caller names', () => {
    expect(safeSitePath('//evil.example', ROUTES.root)).toBe('/ecom');
  });
});

describe('safeSitePath: paths on this site', () => {
  it.each([
    ['/ecom', '/ecom'],
    ['/ecom/shop/search?searchTerm=milk', '/ecom/shop/search?searchTerm=milk'],
    ['/ecom/shop/search?searchTerm=100%25+juice', '/ecom/shop/search?searchTerm=100%25+juice'],
    ['/ecom/shop/search?searchTerm=semi%20skimmed', '/ecom/shop/search?searchTerm=semi%20skimmed'],
    ['/ecom/shop/browse/groceries#top', '/ecom/shop/browse/groceries#top'],
    ['/admin/customers/C-1001', '/admin/customers/C-1001'],
    ['/ecom/login?redirect=https://evil.example', '/ecom/login?redirect=https://evil.example'],
    ['/ecom/./lists', '/ecom/lists'],
    ['/ecom/myaccount/../lists', '/ecom/lists'],
  ])('keeps %s as %s', (candidate, expected) => {
    expect(safeSitePath(candidate)).toBe(expected);
  });

  it('keeps any plain path of letters, digits and hyphens as it is', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        const path = `/${segments.filter((s) => s !== '..' && s !== '.').join('/')}`;
        expect(safeSitePath(path)).toBe(path);
      }),
    );
  });
});

describe('safeSitePath: properties', () => {
  /** Strings shaped like the tricks above, mixed with anything at all. */
  const candidates = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc
      .tuple(
        fc.constantFrom('/', '//', '/\\', '\\', '/%2f', '/%5c', '/%252f', '/./', '/../', '/%2e%2e/', '/\t', ''),
        fc.constantFrom('', '/', '\\', '%2f', '%2F', '%5C', '.', '..', '%2e%2e', '@', ':', '\n', '%0a', '%09'),
        fc.oneof(fc.domain(), fc.webPath(), fc.webSegment()),
        fc.oneof(
          fc.constant(''),
          fc.webQueryParameters().map((q) => `?${q}`),
        ),
      )
      .map((parts) => parts.join('')),
  );

  it('only ever answers a path on the same origin, never "//" or "/\\"', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        const result = safeSitePath(candidate);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.startsWith('/\\')).toBe(false);
        expect(new URL(result, SITE).origin).toBe(SITE);
      }),
      { numRuns: 2000 },
    );
  });

  it('sends every absolute web URL and every protocol-relative host to the fallback', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(safeSitePath(url)).toBe(ROUTES.groceriesHome);
      }),
    );
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom('//', '/\\', '/%2f/', '/%5c'), (host, lead) => {
        expect(safeSitePath(`${lead}${host}`)).toBe(ROUTES.groceriesHome);
      }),
    );
  });

  it('is stable: a safe answer passes again unchanged', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        const once = safeSitePath(candidate);
        expect(safeSitePath(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
