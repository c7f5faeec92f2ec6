/**
 * Test and story support: a small taxonomy shaped like the services' demo
 * catalogue (same ids and urls), with a hidden, an empty and an offer branch.
 * Never imported by the app.
 */
import type { TaxonomyEntry } from '@grocer/shared-contracts/domain';

type Fields = Pick<TaxonomyEntry, 'id' | 'name' | 'url' | 'parentId'> & Partial<TaxonomyEntry>;

export function category(fields: Fields): TaxonomyEntry {
  return {
    shortName: fields.name,
    categoryIds: [],
    banner: null,
    megaMenuBanner: null,
    emptyOfProducts: false,
    hiddenInNav: false,
    additionalClasses: null,
    iconName: null,
    offer: false,
    generated: false,
    bold: false,
    showWarningIcon: false,
    seasonalMenuTitle: null,
    ...fields,
  };
}

const BROWSE = '/ecom/shop/browse';
const G = `${BROWSE}/groceries`;

/** Depth first, parents before children, as GET /taxonomy?format=flat answers. */
export function sampleTaxonomy(): TaxonomyEntry[] {
  return [
    category({
      id: '10051',
      name: 'Groceries',
      url: G,
      parentId: null,
      categoryIds: ['300001', '300119', '300128'],
    }),
    category({
      id: '300001',
      name: 'Fresh & Chilled',
      url: `${G}/fresh_and_chilled`,
      parentId: '10051',
      categoryIds: ['300002', '300007'],
    }),
    category({
      id: '300002',
      name: 'Milk, Butter & Eggs',
      url: `${G}/fresh_and_chilled/milk_butter_and_eggs`,
      parentId: '300001',
      categoryIds: ['300003', '300004', '300005', '300006'],
    }),
    category({
      id: '300003',
      name: 'Milk',
      url: `${G}/fresh_and_chilled/milk_butter_and_eggs/milk`,
      parentId: '300002',
    }),
    category({
      id: '300004',
      name: 'Butter & Spreads',
      url: `${G}/fresh_and_chilled/milk_butter_and_eggs/butter_and_spreads`,
      parentId: '300002',
      hiddenInNav: true,
    }),
    category({
      id: '300005',
      name: 'Eggs',
      url: `${G}/fresh_and_chilled/milk_butter_and_eggs/eggs`,
      parentId: '300002',
    }),
    category({
      id: '300006',
      name: 'Cream',
      url: `${G}/fresh_and_chilled/milk_butter_and_eggs/cream`,
      parentId: '300002',
      emptyOfProducts: true,
    }),
    category({ id: '300007', name: 'Cheese', url: `${G}/fresh_and_chilled/cheese`, parentId: '300001' }),
    category({
      id: '300119',
      name: 'Seasonal',
      url: `${G}/seasonal`,
      parentId: '10051',
      hiddenInNav: true,
      categoryIds: ['300120', '300123'],
    }),
    category({
      id: '300120',
      name: 'Christmas',
      url: `${G}/seasonal/christmas`,
      parentId: '300119',
      categoryIds: ['300122'],
    }),
    category({ id: '300122', name: 'Mince Pies', url: `${G}/seasonal/christmas/mince_pies`, parentId: '300120' }),
    category({
      id: '300123',
      name: "Valentine's",
      url: `${G}/seasonal/valentines`,
      parentId: '300119',
      emptyOfProducts: true,
    }),
    category({
      id: '300128',
      name: 'Offers',
      url: `${BROWSE}/offers/groceries_offers?categoryId=300128`,
      parentId: '10051',
      offer: true,
      categoryIds: ['300129', '300131'],
    }),
    category({
      id: '300129',
      name: 'Fresh & Chilled Offers',
      url: `${BROWSE}/offers/fresh_and_chilled_offers?categoryId=300129`,
      parentId: '300128',
      offer: true,
    }),
    category({
      id: '300131',
      name: 'Bakery Offers',
      url: `${BROWSE}/offers/bakery_offers?categoryId=300131`,
      parentId: '300128',
      offer: true,
      emptyOfProducts: true,
    }),
    category({
      id: '10052',
      name: 'Entertaining',
      url: `${BROWSE}/entertaining`,
      parentId: null,
      categoryIds: ['300135'],
    }),
    category({ id: '300135', name: 'Party Food', url: `${BROWSE}/entertaining/party_food`, parentId: '10052' }),
  ];
}

/** What GET /taxonomy?format=flat answers. */
export const taxonomyAnswer = (categories: readonly TaxonomyEntry[] = sampleTaxonomy()) => ({
  format: 'flat' as const,
  categories: [...categories],
});
