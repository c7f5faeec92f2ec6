import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BROWSE_SORTS, browsePageUrl, categoryUrlKey, readBrowseLocation } from './browse-location.ts';

const at = (url: string) => {
  const [pathname = url, search = ''] = url.split(/(?=\?)/);
  return readBrowseLocation({ pathname, search });
};

describe('readBrowseLocation', () => {
  it.each([
    ['/ecom/shop/browse', { kind: 'all-categories' }],
    ['/ecom/shop/browse/offers/', { kind: 'offers' }],
    ['/ecom/shop/browse/groceries/new', { kind: 'new' }],
    ['/ecom/shop/browse/groceries/christmas', { kind: 'seasonal', season: 'christmas' }],
    ['/ecom/shop/browse/Groceries/Valentines', { kind: 'seasonal', season: 'valentines' }],
    ['/ecom/shop/browse/groceries', { kind: 'category', url: '/ecom/shop/browse/groceries' }],
    [
      '/ecom/shop/browse/groceries/Fresh_and_Chilled/',
      { kind: 'category', url: '/ecom/shop/browse/groceries/fresh_and_chilled' },
    ],
    [
      '/ecom/shop/browse/offers/bakery_offers?sortBy=new&categoryId=300131',
      { kind: 'category', url: '/ecom/shop/browse/offers/bakery_offers?categoryId=300131' },
    ],
    // Only offer categories are told apart by id; anywhere else it is not part of the name.
    [
      '/ecom/shop/browse/groceries/bakery?categoryId=300048',
      { kind: 'category', url: '/ecom/shop/browse/groceries/bakery' },
    ],
    [
      '/ecom/shop/browse/offers/bakery_offers?categoryId=1;drop',
      { kind: 'category', url: '/ecom/shop/browse/offers/bakery_offers' },
    ],
  ])('reads %s', (url, target) => {
    expect(at(url).target).toEqual(target);
  });

  it.each([
    ['', 1, 'nameAsc'],
    ['?page=3&sortBy=priceDesc', 3, 'priceDesc'],
    ['?page=0&sortBy=relevance', 1, 'nameAsc'],
    ['?page=2.5&sortBy=<script>', 1, 'nameAsc'],
    ['?page=999999', 209, 'nameAsc'],
  ])('reads page and sort from "%s"', (search, page, sortBy) => {
    expect(at(`/ecom/shop/browse/groceries${search}`)).toMatchObject({ page, sortBy });
  });
});

describe('categoryUrlKey', () => {
  it('names a taxonomy url and a location that reach the same category the same way', () => {
    expect(categoryUrlKey('/ecom/shop/browse/offers/fresh_and_chilled_offers', '?categoryId=300129')).toBe(
      categoryUrlKey('/ecom/shop/browse/offers/Fresh_and_Chilled_Offers/', '?page=2&categoryId=300129'),
    );
  });
});

describe('browsePageUrl', () => {
  it('leaves the default sort and the first page out', () => {
    expect(browsePageUrl('/ecom/shop/browse/groceries', { sortBy: 'nameAsc', page: 1 })).toBe(
      '/ecom/shop/browse/groceries',
    );
    expect(browsePageUrl('/ecom/shop/browse/groceries', { sortBy: undefined, page: 2 })).toBe(
      '/ecom/shop/browse/groceries?page=2',
    );
  });

  it('adds to the query an offer category already has', () => {
    expect(browsePageUrl('/ecom/shop/browse/offers/x_offers?categoryId=7', { sortBy: 'new', page: 2 })).toBe(
      '/ecom/shop/browse/offers/x_offers?categoryId=7&sortBy=new&page=2',
    );
  });

  it('reads back as the same page, sort and category', () => {
    const base = fc.constantFrom(
      '/ecom/shop/browse/groceries',
      '/ecom/shop/browse/groceries/fresh_and_chilled/milk',
      '/ecom/shop/browse/offers/bakery_offers?categoryId=300131',
    );
    const sort = fc.constantFrom(...BROWSE_SORTS.map((option) => option.value));
    fc.assert(
      fc.property(base, sort, fc.integer({ min: 1, max: 209 }), (baseUrl, sortBy, page) => {
        const read = at(browsePageUrl(baseUrl, { sortBy, page }));
        expect(read).toMatchObject({ baseUrl, sortBy, page });
      }),
    );
  });
});
