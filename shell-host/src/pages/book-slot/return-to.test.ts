import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo, withReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/ecom/checkout', '/ecom/checkout'],
    ['/ecom/beforeYouGo?step=2#top', '/ecom/beforeYouGo?step=2#top'],
    ['/ecom/myaccount/my-orders/order/9100003', '/ecom/myaccount/my-orders/order/9100003'],
  ])('keeps the site page %s', (returnTo, expected) => {
    expect(safeReturnTo(returnTo)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/ecom/checkout'],
    ['a protocol-relative link', '//evil.example/ecom/checkout'],
    ['a path outside /ecom/', '/admin'],
    ['the bare root', '/ecom'],
    ['a look-alike prefix', '/ecommerce/checkout'],
    ['a climb out of /ecom/', '/ecom/../admin'],
    ['an encoded climb', '/ecom/%2e%2e/admin'],
    ['a backslash trick', '/ecom\\..\\..\\admin'],
  ])('goes to the trolley for %s', (_, returnTo) => {
    expect(safeReturnTo(returnTo)).toBe('/ecom/shop/trolley');
  });

  it('only ever answers a path under /ecom/ on this site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((tail) => `/ecom/${tail}`),
        ),
        (returnTo) => {
          const target = safeReturnTo(returnTo);
          expect(target.startsWith('/ecom/')).toBe(true);
          expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
        },
      ),
    );
  });
});

describe('withReturnTo', () => {
  it('carries a safe returnTo on to the next page', () => {
    expect(withReturnTo('/ecom/bookslot/delivery', '/ecom/checkout')).toBe(
      '/ecom/bookslot/delivery?returnTo=%2Fecom%2Fcheckout',
    );
    expect(withReturnTo('/ecom/bookslot/delivery', null)).toBe('/ecom/bookslot/delivery');
  });
});
