import type { Queryable } from '../../../db/database.ts';

/**
 * After products are added in bulk: merges the GIN indexes' pending lists, which every search
 * would otherwise read through row by row until a vacuum (PGlite never runs one), and gathers
 * the planner's statistics, which PGlite has no autovacuum to gather either. Without them a
 * search reads every product where the index would do (decision 018).
 */
export async function settleSearchIndexes(db: Queryable): Promise<void> {
  await db.query(
    `select gin_clean_pending_list('products_search'::regclass), gin_clean_pending_list('products_tags'::regclass)`,
  );
  await db.query('analyze products');
}
