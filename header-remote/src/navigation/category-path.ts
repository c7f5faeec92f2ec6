import { isShownInMenu, type MenuItem } from './menu-items.ts';

/**
 * Spec section 5: "Taxonomy depth under 7 disables category path
 * resolution" (decisions 020 and 040). A taxonomy's depth is how many levels
 * below its roots the load asked for (`depth` on GET /taxonomy): the header's
 * `taxonomyDepth` prop, or the whole tree ('all') without it. A shallower load
 * may stop above the page's category, where "not found" would be a guess, so
 * nothing is resolved.
 */
export const CATEGORY_PATH_MIN_DEPTH = 7;

export type TaxonomyDepth = number | 'all';

export function resolvesCategoryPaths(depth: TaxonomyDepth): boolean {
  return depth === 'all' || depth >= CATEGORY_PATH_MIN_DEPTH;
}

/** Deeper than any real taxonomy: a guard against a cycle someone might write by hand. */
const MAX_WALK = 32;

/** A browse path as the taxonomy's urls have it: no query, no trailing slash, lower case. */
function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  let end = bare.length;
  while (end > 1 && bare[end - 1] === '/') end -= 1;
  return bare.slice(0, end).toLowerCase();
}

/**
 * Category path resolution: the shown categories from a root down to the
 * one whose page `pathname` is, root first, or none (not a category page, a
 * hidden category, or a taxonomy too shallow to tell). Offer categories,
 * whose urls carry a query, are never the page's category here.
 */
export function resolveCategoryPath(
  roots: readonly MenuItem[],
  pathname: string,
  depth: TaxonomyDepth = 'all',
): readonly MenuItem[] {
  if (!resolvesCategoryPaths(depth)) return [];
  const target = normalisePath(pathname);
  if (!target.startsWith('/')) return [];
  const walk = (items: readonly MenuItem[], trail: readonly MenuItem[]): readonly MenuItem[] | null => {
    if (trail.length >= MAX_WALK) return null;
    for (const item of items.filter(isShownInMenu)) {
      const here = [...trail, item];
      if (!item.url.includes('?') && normalisePath(item.url) === target) return here;
      const below = walk(item.children, here);
      if (below) return below;
    }
    return null;
  };
  return walk(roots, []) ?? [];
}
