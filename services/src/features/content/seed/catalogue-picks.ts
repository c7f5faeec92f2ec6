import type { PromotedProduct } from '@grocer/shared-contracts/domain';
import { type CategorySeed, generateCatalogue, type ProductSeed } from '../../catalogue/seed/generate-catalogue.ts';
import { categoryUrl } from '../../catalogue/taxonomy/category-url.ts';

/*
 * Seeded content and banner ads name real categories and products. They are
 * chosen here, when the seed is built, from the deterministic demo catalogue
 * (`generateCatalogue()`), by category path and name: never by pinned id, so
 * they follow the generator. A pick that finds too little throws, naming
 * what it looked for, rather than seeding copy about products that are not
 * there. seeded-references.test.ts checks the result against the catalogue.
 */

const catalogue = () => generateCatalogue();

/** A category by its names from the root: `categoryByNames('Groceries', 'Fresh & Chilled')`. */
export function categoryByNames(...names: readonly string[]): CategorySeed {
  let parentId: string | null = null;
  let found: CategorySeed | undefined;
  for (const name of names) {
    found = catalogue().categories.find((category) => category.parentId === parentId && category.name === name);
    if (!found) throw new Error(`Seeded content: no catalogue category ${names.join(' › ')}`);
    parentId = found.id;
  }
  if (!found) throw new Error('Seeded content: a category needs at least one name');
  return found;
}

/** Root first, the category itself last. */
export function categoryPath(category: CategorySeed): CategorySeed[] {
  const byId = new Map(catalogue().categories.map((row) => [row.id, row]));
  const path: CategorySeed[] = [];
  for (let at: CategorySeed | undefined = category; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
    path.unshift(at);
  }
  return path;
}

/** The category's page as the header links it: `/ecom/shop/browse/groceries/...`. */
export const categoryEcomUrl = (category: CategorySeed): string => categoryUrl(category, categoryPath(category));

/** The same page as the CMS writes it, for `cmsPage`: `/shop/browse/groceries/...`. */
export const categorySitePath = (category: CategorySeed): string => categoryEcomUrl(category).replace(/^\/ecom/, '');

/** The ids of the category and everything below it. */
function subtreeIds(category: CategorySeed): Set<string> {
  const ids = new Set([category.id]);
  for (let size = 0; size !== ids.size;) {
    size = ids.size;
    for (const row of catalogue().categories) if (row.parentId !== null && ids.has(row.parentId)) ids.add(row.id);
  }
  return ids;
}

export type ProductPick = {
  /** Only products in this category or below it. */
  readonly in: CategorySeed;
  readonly count: number;
  /** Extra condition; the product is always available as well. */
  readonly where?: (product: ProductSeed) => boolean;
};

/**
 * `count` available products in a category, no two of the same item (own
 * name after the brand), lowest ids first. Throws when fewer match.
 */
export function pickProducts({ in: category, count, where = () => true }: ProductPick): ProductSeed[] {
  const ids = subtreeIds(category);
  const matches = catalogue()
    .products.filter((product) => product.available && ids.has(product.categoryId) && where(product))
    .sort((a, b) => a.id.localeCompare(b.id));
  const items = new Set<string>();
  const chosen = matches
    .filter((product) => !items.has(itemName(product)) && items.add(itemName(product)))
    .slice(0, count);
  if (chosen.length < count) {
    throw new Error(
      `Seeded content: wanted ${count} available products in ${category.name}, found ${chosen.length} that fit`,
    );
  }
  return chosen;
}

/** One available product whose own name (after the brand) is `item`, e.g. 'Asparagus'. */
export const pickNamed = (category: CategorySeed, item: string, where?: (product: ProductSeed) => boolean) => {
  const [product] = pickProducts({
    in: category,
    count: 1,
    where: (candidate) => candidate.name === `${candidate.brand} ${item}` && (where?.(candidate) ?? true),
  });
  if (!product) throw new Error(`Seeded content: no available ${item} in ${category.name}`);
  return product;
};

/** What a trading cell or ad stores: the id and the line number (for the buylist link). */
export const promoted = (products: readonly ProductSeed[]): PromotedProduct[] =>
  products.map(({ id, lineNumber }) => ({ id, lineNumber }));

/** The own name after the brand: 'Fernleaf Reserve British Cheese Board' → 'British Cheese Board'. */
export function itemName(product: ProductSeed): string {
  return product.name.startsWith(`${product.brand} `) ? product.name.slice(product.brand.length + 1) : product.name;
}

/** The products' item names as a phrase for copy: 'Asparagus and Sugar Snap Peas', 'A, B and C'. */
export function itemList(products: readonly ProductSeed[]): string {
  const names = products.map(itemName);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Available products under a root (or any category). */
export const availableProductsIn = (category: CategorySeed): ProductSeed[] => {
  const ids = subtreeIds(category);
  return catalogue().products.filter((product) => product.available && ids.has(product.categoryId));
};
