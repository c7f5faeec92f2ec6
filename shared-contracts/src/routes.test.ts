import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES, searchUrl } from './routes.ts';

describe('searchUrl', () => {
  it('goes to the base search page for an empty term', () => {
    expect(searchUrl('   ')).toBe('/ecom/shop/search');
  });

  it('carries the trimmed term as searchTerm', () => {
    expect(searchUrl(' semi-skimmed milk ')).toBe('/ecom/shop/search?searchTerm=semi-skimmed+milk');
  });

  it('round-trips any term through the query string', () => {
    fc.assert(
      fc.property(fc.string(), (term) => {
        const url = new URL(searchUrl(term), 'https://www.fernleaf.example');
        expect(url.pathname).toBe(ROUTES.search);
        expect(url.searchParams.get('searchTerm') ?? '').toBe(term.trim());
      }),
    );
  });
});
