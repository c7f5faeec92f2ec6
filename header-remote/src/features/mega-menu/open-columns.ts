import { shownTrail, type MenuItem } from '../../navigation/menu-items.ts';

/**
 * The spec's `menus` (section 3): the categories whose lists are open, root
 * first: the root, then each item of the history found among the previous
 * column's shown children. The history stops at an id the taxonomy no longer
 * shows (it changed, or the item is hidden), so no column opens for a hidden
 * or unknown category.
 */
export function openColumns(root: MenuItem, path: readonly string[]): MenuItem[] {
  return [root, ...shownTrail(root.children, path.slice(1))];
}

/** The experience fragment key to show beside the open sub-menus: the deepest open category that has one. */
export function fragmentKeyFor(columns: readonly MenuItem[]): string | null {
  for (const item of columns.slice(1).reverse()) if (item.banner) return item.banner;
  return null;
}
