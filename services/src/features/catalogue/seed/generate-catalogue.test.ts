import { describe, expect, it } from 'vitest';
import { ENTERTAINING_ROOT_ID, GROCERIES_ROOT_ID, PRODUCT_ID_PATTERN } from '@grocer/shared-contracts/domain';
import { buildCategoryTree } from '../taxonomy/category-tree.ts';
import { buildCatalogue, generateCatalogue } from './generate-catalogue.ts';

const { categories, products } = generateCatalogue();
const tree = buildCategoryTree(categories);

describe('the generated demo catalogue', () => {
  it('is the same on every build, so product ids are stable', () => {
    expect(buildCatalogue()).toEqual(generateCatalogue());
    // A pinned id: if this changes, everything that refers to demo products by id breaks.
    expect(products[0]?.id).toBe('100012-392796-066922');
  });

  it('has over 2,000 products with unique, well-formed ids whose first part is the line number', () => {
    expect(products.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.lineNumber)).size).toBe(products.length);
    for (const product of products) {
      expect(product.id).toMatch(PRODUCT_ID_PATTERN);
      expect(product.id.startsWith(`${product.lineNumber}-`)).toBe(true);
    }
  });

  it('has both roots, and products three levels below them', () => {
    expect(tree.roots.map((root) => root.id)).toEqual([GROCERIES_ROOT_ID, ENTERTAINING_ROOT_ID]);
    const depths = products.map((p) => tree.pathTo(p.categoryId).length - 1);
    expect(Math.min(...depths)).toBe(3);
    expect(tree.pathTo(products[0]?.categoryId ?? '').map((c) => c.name)).toEqual([
      'Groceries',
      'Fresh & Chilled',
      'Milk, Butter & Eggs',
      'Milk',
    ]);
  });

  it('has hidden, empty and offer categories', () => {
    const withProducts = new Set(products.map((p) => p.categoryId));
    const leaves = categories.filter((c) => tree.childrenOf(c.id).length === 0 && !c.offer);
    expect(categories.some((c) => c.hiddenInNav)).toBe(true);
    expect(leaves.filter((c) => !withProducts.has(c.id)).map((c) => c.name)).toEqual([
      "Valentine's Treats",
      'Charcoal & Lighters',
    ]);
    const offers = categories.filter((c) => c.offer);
    expect(offers.length).toBeGreaterThan(5);
    for (const offer of offers) expect(tree.byId.has(offer.offersForId ?? '')).toBe(true);
  });

  it('sells mostly by the item, some by weight, with weights and prices that make sense', () => {
    const countOf = (uom: string) => products.filter((p) => p.uom === uom).length;
    expect(countOf('C62')).toBeGreaterThan(products.length * 0.9);
    for (const uom of ['KGM', 'GRM', 'LBR']) expect(countOf(uom)).toBeGreaterThan(5);
    for (const product of products) {
      expect(Number.isInteger(product.pricePence) && product.pricePence > 0).toBe(true);
      if (product.uom === 'C62') expect(product.averageQuantity).toBe(1);
      else expect(product.averageQuantity).toBeGreaterThan(0);
    }
    const cheese = products.find((p) => p.uom === 'GRM');
    expect(cheese?.unitPriceText).toMatch(/^£\d+\.\d\d\/100g$/);
  });

  it('puts promotions on about a fifth, and about 2% unavailable besides out-of-season fruit', () => {
    const promoted = products.filter((p) => p.promotion !== null).length / products.length;
    expect(promoted).toBeGreaterThan(0.12);
    expect(promoted).toBeLessThan(0.28);
    const seasonal = categories.find((c) => c.name === 'Seasonal Fruit');
    const unavailable = products.filter((p) => !p.available && p.categoryId !== seasonal?.id).length;
    expect(unavailable / products.length).toBeGreaterThan(0.01);
    expect(unavailable / products.length).toBeLessThan(0.04);
    expect(products.filter((p) => p.categoryId === seasonal?.id).every((p) => !p.available)).toBe(true);
  });

  it('gives entertaining products 2–7 days of notice and groceries none', () => {
    for (const product of products) {
      const root = tree.pathTo(product.categoryId)[0]?.id;
      if (root === ENTERTAINING_ROOT_ID) {
        expect(product.serviceType).toBe('ENTERTAINING_PLACED_AT_HOME');
        expect(product.noticeDays).toBeGreaterThanOrEqual(2);
        expect(product.noticeDays).toBeLessThanOrEqual(7);
      } else {
        expect(product.serviceType).toBe('GROCERY');
        expect(product.noticeDays).toBe(0);
      }
    }
  });
});
