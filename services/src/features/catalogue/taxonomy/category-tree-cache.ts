import type { Queryable } from '../../../db/database.ts';
import { type CategoryTree, loadCategoryTree } from './category-tree.ts';

/**
 * How long product search uses a loaded category tree. Reading the whole tree took 10 ms on
 * PostgreSQL and 40 ms on PGlite with the real listings' 1,000 categories, on every search
 * (decision 018). Search answers may be cached for 60 s anyway (`cache-control: max-age=60`),
 * so a category added elsewhere shows in search no later than it does through a cache.
 */
export const CATEGORY_TREE_MAX_AGE_MS = 60_000;

type Entry = { readonly tree: Promise<CategoryTree>; readonly loadedAt: number };

/** One tree per database object: tests open many databases in one process. */
const cache = new WeakMap<Queryable, Entry>();

/** The categories changed here (the seed added some): the next search reads them afresh. */
export function invalidateCategoryTree(db: Queryable): void {
  cache.delete(db);
}

/** The category tree, read at most once per CATEGORY_TREE_MAX_AGE_MS; a failed read is not kept. */
export function cachedCategoryTree(db: Queryable, now: number = Date.now()): Promise<CategoryTree> {
  const entry = cache.get(db);
  if (entry && now - entry.loadedAt < CATEGORY_TREE_MAX_AGE_MS) return entry.tree;
  const tree = loadCategoryTree(db);
  cache.set(db, { tree, loadedAt: now });
  tree.catch(() => {
    if (cache.get(db)?.tree === tree) cache.delete(db);
  });
  return tree;
}
