import { shownTrail, type MenuItem } from '../../navigation/menu-items.ts';
import { MOBILE_MENU_MAX_LEVEL } from '../../navigation/navigation-constants.ts';

/**
 * The mobile menu's open levels, as the ids of the categories that opened
 * them, root first: [] is level 0 (the roots and the other links), [root] is
 * level 1 (its departments), and so on down to level 3 (aisles).
 */
export type MenuPath = readonly string[];

/**
 * An item listed at `level` opens a sub-menu only while the next level is
 * within the mobile menu's 0-3 (spec section 9): roots → departments →
 * groups → aisles. `hasSubMenu` counts open menus, so the maximum is one more
 * than the deepest level.
 */
export const MOBILE_MAX_OPEN_MENUS = MOBILE_MENU_MAX_LEVEL + 1;

/** Opens `id`'s sub-menu from the list at `level`, closing anything deeper; never past level 3. */
export function pushLevel(path: MenuPath, level: number, id: string): MenuPath {
  if (level < 0 || level > path.length || level + 1 > MOBILE_MENU_MAX_LEVEL) return path;
  return [...path.slice(0, level), id];
}

/** Back one level; level 0 stays. */
export function popLevel(path: MenuPath): MenuPath {
  return path.slice(0, -1);
}

/**
 * The categories the path opens, root first, stopping at the first id that
 * is not a shown child of the level above (a taxonomy that changed, or an
 * item hidden since): the menu then shows the deepest level still there.
 */
export function resolveTrail(roots: readonly MenuItem[], path: MenuPath): readonly MenuItem[] {
  return shownTrail(roots, path.slice(0, MOBILE_MENU_MAX_LEVEL));
}
