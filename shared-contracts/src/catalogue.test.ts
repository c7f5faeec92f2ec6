import { describe, expect, it } from 'vitest';
import { ProductSearchQuery, SEARCH_PAGE_SIZE, TaxonomyResponse, TermSuggestResponse } from './catalogue.ts';

const entry = {
  id: '10051',
  name: 'Groceries',
  shortName: 'Groceries',
  url: '/ecom/shop/browse/groceries',
  parentId: null,
  categoryIds: ['300001'],
  banner: null,
  megaMenuBanner: null,
  emptyOfProducts: false,
  hiddenInNav: false,
  additionalClasses: null,
  iconName: null,
  offer: false,
};

describe('catalogue contracts', () => {
  it('reads a nested taxonomy tree', () => {
    const child = { ...entry, id: '300001', parentId: '10051', categoryIds: [], childCategories: [] };
    const parsed = TaxonomyResponse.parse({ format: 'tree', categories: [{ ...entry, childCategories: [child] }] });
    expect(parsed.format === 'tree' && parsed.categories[0]?.childCategories[0]?.id).toBe('300001');
  });

  it('carries the menu item fields, and defaults them for a taxonomy from before they existed (spec section 3)', () => {
    const marked = { ...entry, generated: true, bold: true, showWarningIcon: true, seasonalMenuTitle: 'Christmas' };
    const parsed = TaxonomyResponse.parse({ format: 'flat', categories: [marked, entry] });
    expect(
      parsed.categories.map(({ generated, bold, showWarningIcon, seasonalMenuTitle }) => ({
        generated,
        bold,
        showWarningIcon,
        seasonalMenuTitle,
      })),
    ).toEqual([
      { generated: true, bold: true, showWarningIcon: true, seasonalMenuTitle: 'Christmas' },
      { generated: false, bold: false, showWarningIcon: false, seasonalMenuTitle: null },
    ]);
    expect(TaxonomyResponse.safeParse({ format: 'flat', categories: [{ ...entry, bold: 'yes' }] }).success).toBe(false);
  });

  it('rejects a tree entry without childCategories', () => {
    expect(TaxonomyResponse.safeParse({ format: 'tree', categories: [entry] }).success).toBe(false);
  });

  it('fills search defaults the way the header searches: relevance, 48 a page, from the start', () => {
    expect(ProductSearchQuery.parse({ searchTerm: 'milk' })).toEqual({
      searchTerm: 'milk',
      filterTags: [],
      searchTags: [],
      customTags: [],
      sortBy: 'relevance',
      size: SEARCH_PAGE_SIZE,
      start: 0,
    });
  });

  it('refuses pages over 48, unknown sorts and malformed filter tags', () => {
    expect(ProductSearchQuery.safeParse({ size: 49 }).success).toBe(false);
    expect(ProductSearchQuery.safeParse({ sortBy: 'cheapest' }).success).toBe(false);
    expect(ProductSearchQuery.safeParse({ filterTags: ['colour:red'] }).success).toBe(false);
    expect(ProductSearchQuery.safeParse({ filterTags: ['brand:Fernleaf', 'offer:true'] }).success).toBe(true);
  });

  it('caps suggestions at 10', () => {
    expect(TermSuggestResponse.safeParse({ terms: Array.from({ length: 11 }, (_, i) => `t${i}`) }).success).toBe(false);
  });
});
