import type { Queryable } from '../../../db/database.ts';
import type { CategoryTree } from './category-tree.ts';

/**
 * Which categories have something to sell: a browse category when an
 * available product sits in it or below it; an offer category when an
 * available promoted product sits below the category it stands for (or one
 * of its own children has). Read from products on every call, so it is never stale.
 */
export async function categoriesWithProducts(db: Queryable, tree: CategoryTree): Promise<Set<string>> {
  const rows = await db.query<{ category_id: string; available: number; promoted: number }>(
    `select category_id,
            (count(*) filter (where available))::int as available,
            (count(*) filter (where available and promotion is not null))::int as promoted
     from products
     group by category_id`,
  );
  const available = new Map(rows.map((row) => [row.category_id, row.available]));
  const promoted = new Map(rows.map((row) => [row.category_id, row.promoted]));
  const sumBelow = (id: string, counts: ReadonlyMap<string, number>): number =>
    tree.subtreeIds(id).reduce((total, each) => total + (counts.get(each) ?? 0), 0);

  const withProducts = new Set<string>();
  const visit = (id: string): boolean => {
    const category = tree.byId.get(id);
    if (!category) return false;
    // Visit every child so each gets its own answer.
    const childHas = tree
      .childrenOf(id)
      .map((child) => visit(child.id))
      .some(Boolean);
    const has = category.offersForId
      ? childHas || sumBelow(category.offersForId, promoted) > 0
      : childHas || (available.get(id) ?? 0) > 0;
    if (has) withProducts.add(id);
    return has;
  };
  for (const root of tree.roots) visit(root.id);
  return withProducts;
}
