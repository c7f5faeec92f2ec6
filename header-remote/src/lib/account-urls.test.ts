import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginUrl, registerUrl } from './account-urls.ts';

const SITE = 'https://www.fernleaf.example';
const redirectOf = (url: string) => new URL(url, SITE).searchParams.get('redirect');

describe('loginUrl', () => {
  it('opens the login page with the current path and query as `redirect`', () => {
    const url = loginUrl({ pathname: '/ecom/shop/search', search: '?searchTerm=semi+skimmed' });
    expect(new URL(url, SITE).pathname).toBe('/ecom/login');
    expect(redirectOf(url)).toBe('/ecom/shop/search?searchTerm=semi+skimmed');
  });

  it('round-trips any plain page path and search term', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    // Plain: no percent-escape in the term. "%00" comes back "%2500", which safeSitePath peels down to a
    // NUL and refuses on purpose (safe-redirect.ts): that is a refused redirect, not a round trip.
    const term = fc.string().filter((text) => !/%[0-9a-f]{2}/i.test(text));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), term, (segments, term) => {
        const pathname = `/ecom/${segments.join('/')}`;
        const search = `?${new URLSearchParams({ searchTerm: term })}`;
        expect(redirectOf(loginUrl({ pathname, search }))).toBe(`${pathname}${search}`);
      }),
    );
  });

  it('passes on groceries home for a search term that decodes to a control character', () => {
    const search = `?${new URLSearchParams({ searchTerm: '%00' })}`;
    expect(redirectOf(loginUrl({ pathname: '/ecom/shop/search', search }))).toBe('/ecom/shop/browse/groceries');
  });

  it('passes on groceries home instead of a path that would leave the site', () => {
    expect(redirectOf(loginUrl({ pathname: '//evil.example/ecom', search: '' }))).toBe('/ecom/shop/browse/groceries');
  });
});

describe('registerUrl', () => {
  it('leaves the return to the token service when the page is not known (a server told no page URL)', () => {
    expect(Object.fromEntries(new URL(registerUrl('/', null), SITE).searchParams)).toEqual({
      prompt: 'login',
      screen_hint: 'signup',
    });
  });

  it.each([
    ['/', '/v1/auth'],
    ['http://localhost:4000', 'http://localhost:4000/v1/auth'],
    ['https://api.fernleaf.example/token/', 'https://api.fernleaf.example/token/v1/auth'],
  ])('puts /v1/auth under the token service at %s', (base, path) => {
    const url = registerUrl(base, SITE);
    expect(url.split('?')[0]).toBe(path);
    expect(Object.fromEntries(new URL(url, SITE).searchParams)).toEqual({
      prompt: 'login',
      screen_hint: 'signup',
      redirect_uri: `${SITE}/ecom/auth-success`,
    });
  });
});
