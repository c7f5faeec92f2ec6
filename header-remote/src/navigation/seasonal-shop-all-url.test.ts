import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopAllUrl } from './seasonal-shop-all-url.ts';

describe('shopAllUrl: where "Shop all {title}" goes', () => {
  it("goes to the site's Christmas and Valentine's pages", () => {
    expect(shopAllUrl('Christmas')).toBe('/ecom/shop/browse/groceries/christmas');
    expect(shopAllUrl(' CHRISTMAS ')).toBe('/ecom/shop/browse/groceries/christmas');
    expect(shopAllUrl("Valentine's")).toBe('/ecom/shop/browse/groceries/valentines');
    expect(shopAllUrl('Valentine’s Day')).toBe('/ecom/shop/browse/groceries/valentines');
  });

  it('goes to the browse page of any other season, by its lower-cased name', () => {
    expect(shopAllUrl('Easter')).toBe('/ecom/shop/browse/easter');
    expect(shopAllUrl("Mother's Day")).toBe('/ecom/shop/browse/mothers_day');
    expect(shopAllUrl('Eat & Drink Summer')).toBe('/ecom/shop/browse/eat_and_drink_summer');
  });

  it('falls back to browse when the title has no letters or digits', () => {
    expect(shopAllUrl('!!!')).toBe('/ecom/shop/browse');
  });

  it('stays a path under browse whatever the CMS sends as the title', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (title) => {
        const url = shopAllUrl(title);
        expect(url.startsWith('/ecom/shop/browse')).toBe(true);
        const rest = url.slice('/ecom/shop/browse'.length);
        // At most one more segment (or the groceries seasonal pages), never a query, a fragment or a climb.
        expect(rest).toMatch(/^(\/[^/?#.\\]+)?$|^\/groceries\/(christmas|valentines)$/);
      }),
    );
  });
});
