import { describe, expect, it } from 'vitest';
import {
  catalogueRows,
  FIRST_CATEGORY_ID,
  readRealListings,
  type OcadoListing,
  type WaitroseListing,
} from './real-catalogue.ts';

// Invented listings in the two files' shapes (the real data never goes into the repository).
const waitrose: WaitroseListing[] = [
  {
    name: 'Meadow Farm Whole Milk',
    brand: 'Meadow Farm',
    size: '2 pints',
    price: 1.5,
    unitPrice: '66p/litre',
    categoryPath: ['Groceries', 'Fresh & Chilled', 'Milk'],
    promotion: 'Save 10p',
  },
  {
    name: 'Meadow Farm Skimmed Milk',
    brand: null,
    size: '',
    price: 1.4,
    unitPrice: null,
    categoryPath: ['Groceries', 'Fresh & Chilled', 'Milk'],
    promotion: null,
  },
  {
    name: 'Party Sausage Rolls',
    brand: 'Hosts',
    size: '24s',
    price: 12,
    unitPrice: null,
    categoryPath: ['Entertaining', 'Party Food'],
    promotion: null,
  },
  {
    name: 'Free Sample',
    brand: null,
    size: 'each',
    price: 0,
    unitPrice: null,
    categoryPath: ['Groceries'],
    promotion: null,
  },
];
const ocado: OcadoListing[] = [
  { name: 'Sunny Orange Juice', weight: null, price: 0.99, department: 'Soft Drinks, Tea & Coffee' },
  { name: '  ', weight: '1l', price: 1, department: 'Soft Drinks, Tea & Coffee' },
];

describe('turning the real listings into the services’ rows', () => {
  const { categories, products } = catalogueRows(waitrose, ocado);

  it('makes one category per distinct path, under the seed’s roots, parents first', () => {
    expect(categories.map((category) => [category.name, category.parentId])).toEqual([
      ['Fresh & Chilled', '10051'],
      ['Milk', String(FIRST_CATEGORY_ID)],
      ['Party Food', '10052'],
      ['Soft Drinks, Tea & Coffee', '10051'],
    ]);
    expect(categories[0]?.urlName).toBe('Fresh_and_Chilled');
  });

  it('keeps listings with a name and a price, as counted items on line numbers of their own', () => {
    expect(products.map((product) => product.name)).toEqual([
      'Meadow Farm Whole Milk',
      'Meadow Farm Skimmed Milk',
      'Party Sausage Rolls',
      'Sunny Orange Juice',
    ]);
    for (const product of products) {
      expect(product.id).toMatch(/^[0-9]{6}-[0-9]{6}-[0-9]{6}$/);
      expect(product.id.startsWith(`${product.lineNumber}-`)).toBe(true);
      expect(Number(product.lineNumber)).toBeGreaterThan(143_249);
    }
    expect(new Set(products.map((product) => product.lineNumber)).size).toBe(products.length);
  });

  it('fills the columns the tables require, and marks food to order as entertaining', () => {
    expect(products[0]).toMatchObject({ brand: 'Meadow Farm', pricePence: 150, promotion: 'Save 10p' });
    expect(products[1]).toMatchObject({
      brand: '',
      size: 'each',
      unitPriceText: '',
      categoryId: products[0]?.categoryId,
    });
    expect(products[2]).toMatchObject({ serviceType: 'ENTERTAINING_PLACED_AT_HOME', noticeDays: 2 });
    expect(products[3]).toMatchObject({ size: 'each', serviceType: 'GROCERY', noticeDays: 0 });
  });
});

describe('the real listings', () => {
  it('give about 12,000 products whose categories all exist', () => {
    const { waitrose: realWaitrose, ocado: realOcado } = readRealListings();
    const rows = catalogueRows(realWaitrose, realOcado);
    expect(rows.products.length).toBeGreaterThan(11_000);
    const known = new Set(['10051', '10052', ...rows.categories.map((category) => category.id)]);
    expect(rows.products.every((product) => known.has(product.categoryId))).toBe(true);
    expect(rows.categories.every((category) => known.has(category.parentId))).toBe(true);
  });
});
