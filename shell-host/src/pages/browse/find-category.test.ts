import { describe, expect, it } from 'vitest';
import {
  categoryTrail,
  findCategoryByUrl,
  findSeasonalCategory,
  shownChildren,
  shownDepartmentOffers,
  shownRoots,
} from './find-category.ts';
import { category, sampleTaxonomy } from './testing/fake-taxonomy.ts';

const taxonomy = sampleTaxonomy();
const byId = (id: string) => {
  const found = taxonomy.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

describe('finding a browse page’s category', () => {
  it('matches the taxonomy url, an offer category by its id', () => {
    expect(findCategoryByUrl(taxonomy, '/ecom/shop/browse/groceries/fresh_and_chilled/cheese')?.id).toBe('300007');
    expect(findCategoryByUrl(taxonomy, '/ecom/shop/browse/offers/bakery_offers?categoryId=300131')?.id).toBe('300131');
    expect(findCategoryByUrl(taxonomy, '/ecom/shop/browse/offers/bakery_offers')).toBeUndefined();
    expect(findCategoryByUrl(taxonomy, '/ecom/shop/browse/groceries/fresh_and_chilled/chees')).toBeUndefined();
  });

  it('finds a season under Groceries, the shallowest when several urls end in it, never an offer', () => {
    const deeper = category({
      id: '1',
      name: 'Christmas',
      url: '/ecom/shop/browse/groceries/seasonal/christmas/christmas',
      parentId: '300120',
    });
    const offer = category({
      id: '2',
      name: 'Christmas Offers',
      url: '/ecom/shop/browse/groceries/christmas',
      parentId: null,
      offer: true,
    });
    expect(findSeasonalCategory([deeper, offer, ...taxonomy], 'christmas')?.id).toBe('300120');
    expect(findSeasonalCategory(taxonomy, 'valentines')?.id).toBe('300123');
    expect(
      findSeasonalCategory(
        taxonomy.filter((entry) => entry.id !== '300123'),
        'valentines',
      ),
    ).toBeUndefined();
  });
});

describe('around a category', () => {
  it('runs the trail from the root to the category', () => {
    expect(ids(categoryTrail(taxonomy, byId('300003')))).toEqual(['10051', '300001', '300002', '300003']);
    expect(ids(categoryTrail(taxonomy, byId('10052')))).toEqual(['10052']);
  });

  it('ends the trail at a parent loop or a missing parent instead of hanging', () => {
    const a = category({ id: 'a', name: 'A', url: '/a', parentId: 'b' });
    const b = category({ id: 'b', name: 'B', url: '/b', parentId: 'a' });
    expect(ids(categoryTrail([a, b], a))).toEqual(['b', 'a']);
    const orphan = category({ id: 'c', name: 'C', url: '/c', parentId: 'gone' });
    expect(ids(categoryTrail([orphan], orphan))).toEqual(['c']);
  });

  it('links to the children the menu shows, in menu order', () => {
    expect(ids(shownChildren(taxonomy, byId('300002')))).toEqual(['300003', '300005']);
    // Seasonal is hidden in navigation; Offers is an ordinary child of Groceries.
    expect(ids(shownChildren(taxonomy, byId('10051')))).toEqual(['300001', '300128']);
  });

  it('lists the roots and the department offers that have something to show', () => {
    expect(ids(shownRoots(taxonomy))).toEqual(['10051', '10052']);
    expect(ids(shownDepartmentOffers(taxonomy))).toEqual(['300129']);
  });
});
