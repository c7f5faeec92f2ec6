import type { Queryable } from '../../../db/database.ts';
import { loadCategoryTree } from '../taxonomy/category-tree.ts';
import type { TermSource } from './term-index.ts';

/**
 * The catalogue's vocabulary with weights: a product's own name (without its
 * brand) weighs the number of products sold under it; a brand and a category
 * the number of products they hold; full branded names are secondary, so
 * plain phrases come before their branded variants.
 */
export async function loadTermSources(db: Queryable): Promise<TermSource[]> {
  const products = await db.query<{ name: string; brand: string; category_id: string }>(
    'select name, brand, category_id from products',
  );
  const tree = await loadCategoryTree(db);
  const counts = new Map<string, number>();
  const branded = new Map<string, number>();
  const add = (term: string, by: number, into = counts) => into.set(term, (into.get(term) ?? 0) + by);
  const perCategory = new Map<string, number>();

  for (const product of products) {
    const prefix = `${product.brand} `;
    const ownName = product.name.startsWith(prefix) ? product.name.slice(prefix.length) : product.name;
    add(ownName, 1);
    add(product.brand, 1);
    if (ownName !== product.name) add(product.name, 1, branded);
    perCategory.set(product.category_id, (perCategory.get(product.category_id) ?? 0) + 1);
  }
  for (const category of tree.byId.values()) {
    // Roots and offer categories are not things people search for by name.
    if (category.parentId === null || category.offer) continue;
    const total = tree.subtreeIds(category.id).reduce((sum, id) => sum + (perCategory.get(id) ?? 0), 0);
    if (total > 0) add(category.name, total);
  }
  return [
    ...[...counts].map(([term, weight]) => ({ term, weight })),
    ...[...branded].map(([term, weight]) => ({ term, weight, secondary: true })),
  ];
}
