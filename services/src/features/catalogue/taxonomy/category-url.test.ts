import { describe, expect, it } from 'vitest';
import { GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import type { Category } from './category-tree.ts';
import { categoryUrl } from './category-url.ts';

const category = (fields: Partial<Category> & Pick<Category, 'id' | 'urlName'>): Category => ({
  parentId: null,
  name: fields.urlName,
  shortName: fields.urlName,
  position: 0,
  hiddenInNav: false,
  offer: false,
  offersForId: null,
  iconName: null,
  additionalClasses: null,
  banner: null,
  megaMenuBanner: null,
  generated: false,
  bold: false,
  showWarningIcon: false,
  seasonalMenuTitle: null,
  ...fields,
});

describe('categoryUrl (spec section 2)', () => {
  const groceries = category({ id: GROCERIES_ROOT_ID, urlName: 'Groceries' });
  const fresh = category({ id: '300001', urlName: 'Fresh_and_Chilled', parentId: GROCERIES_ROOT_ID });
  const milk = category({ id: '300003', urlName: 'Milk', parentId: '300001' });

  it('follows the browse path of lower-cased url names', () => {
    expect(categoryUrl(groceries, [groceries])).toBe('/ecom/shop/browse/groceries');
    expect(categoryUrl(milk, [groceries, fresh, milk])).toBe('/ecom/shop/browse/groceries/fresh_and_chilled/milk');
  });

  it('sends offer categories to the offers page with their category id', () => {
    const offer = category({ id: '300129', urlName: 'Fresh_and_Chilled', offer: true, offersForId: '300001' });
    expect(categoryUrl(offer, [groceries, offer])).toBe(
      '/ecom/shop/browse/offers/fresh_and_chilled_offers?categoryId=300129',
    );
  });

  it('leaves the category id off for the special root ids', () => {
    const rootOffer = category({ id: GROCERIES_ROOT_ID, urlName: 'Groceries', offer: true });
    expect(categoryUrl(rootOffer, [rootOffer])).toBe('/ecom/shop/browse/offers/groceries_offers');
  });
});
