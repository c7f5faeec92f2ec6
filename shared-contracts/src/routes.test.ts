import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  buylistLines,
  buylistUrl,
  resolveOrderPaymentUrl,
  searchUrl,
  slotPageUrl,
  viewOrderUrl,
} from './routes.ts';

describe('searchUrl', () => {
  it('goes to the base search page for an empty term', () => {
    expect(searchUrl('   ')).toBe('/ecom/shop/search');
  });

  it('carries the trimmed term as searchTerm', () => {
    expect(searchUrl(' semi-skimmed milk ')).toBe('/ecom/shop/search?searchTerm=semi-skimmed+milk');
  });

  it('carries custom tags, repeated, on the search page and on the base search page', () => {
    expect(searchUrl('mince pies', ['christmas', 'party-food'])).toBe(
      '/ecom/shop/search?searchTerm=mince+pies&customTags=christmas&customTags=party-food',
    );
    expect(searchUrl(' ', ['christmas'])).toBe('/ecom/shop/search?customTags=christmas');
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

describe('slotPageUrl', () => {
  it.each([
    ['DELIVERY', '/ecom/bookslot/delivery'],
    ['ENTERTAINING_COLLECTION', '/ecom/bookslot/collection/entertaining'],
    ['GROCERY_COLLECTION', '/ecom/bookslot/collection/groceriesandentertaining'],
    ['DELIVERY_SERVICE', '/ecom/serviceselection'],
    ['UNDEFINED', '/ecom/serviceselection'],
    [undefined, '/ecom/serviceselection'],
  ] as const)('sends a %s slot to %s', (slotType, path) => {
    expect(slotPageUrl(slotType)).toBe(path);
  });
});

describe('resolveOrderPaymentUrl', () => {
  it('keeps any order id inside one path segment under the resolve page', () => {
    expect(resolveOrderPaymentUrl('9100011')).toBe('/ecom/resolve-order-payment/9100011');
    expect(resolveOrderPaymentUrl('../x?y')).toBe('/ecom/resolve-order-payment/..%2Fx%3Fy');
  });
});

describe('viewOrderUrl', () => {
  it('keeps any order id inside one path segment', () => {
    fc.assert(
      // "." and ".." are path segments to every URL parser, however they are encoded; no order id is either.
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => !/^\.{1,2}$/.test(id)),
        (id) => {
          const url = new URL(viewOrderUrl(id), 'https://www.fernleaf.example');
          expect(url.pathname.startsWith('/ecom/myaccount/my-orders/order/')).toBe(true);
          expect(decodeURIComponent(url.pathname.slice('/ecom/myaccount/my-orders/order/'.length))).toBe(id);
        },
      ),
    );
  });
});

describe('buylistUrl', () => {
  it('joins the products line numbers after the buylist path', () => {
    expect(buylistUrl([{ lineNumber: '104512' }, { lineNumber: '338120' }])).toBe('/ecom/shop/buylist/104512,338120');
  });

  it('gives no link without products, and leaves out line numbers that could change the path', () => {
    expect(buylistUrl([])).toBeUndefined();
    expect(buylistUrl([{ lineNumber: '../admin' }, { lineNumber: '' }])).toBeUndefined();
    expect(buylistUrl([{ lineNumber: '12/34' }, { lineNumber: '5' }])).toBe('/ecom/shop/buylist/5');
  });
});

describe('buylistLines', () => {
  it('reads back the line numbers buylistUrl wrote, in order, each once, at most 48', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[0-9]{6}$/), { maxLength: 60 }), (lines) => {
        const url = buylistUrl(lines.map((lineNumber) => ({ lineNumber })));
        expect(url === undefined ? [] : buylistLines(url)).toEqual([...new Set(lines)].slice(0, 48));
      }),
    );
  });

  it('has none on the bare buylist page, and leaves out what is not a line number', () => {
    expect(buylistLines('/ecom/shop/buylist')).toEqual([]);
    expect(buylistLines('/ecom/shop/buylist/')).toEqual([]);
    expect(buylistLines('/ecom/shop/buylist/104512,%2E%2E,%ZZ,,a%20b,338120/')).toEqual(['104512', '338120']);
    expect(buylistLines('/ecom/shop/browse/104512')).toEqual([]);
  });
});
