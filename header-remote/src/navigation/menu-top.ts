import { GROCERIES_ROOT_ID, type HeaderMenuEntry, type HeaderMenuTop } from '@grocer/shared-contracts/domain';
import { hasSubMenu, isShownInMenu, visibleChildren, type MenuItem } from './menu-items.ts';

/** An entry of a menu's list as both menus draw it: a link to its page, or a button opening its sub-menu. */
export type MenuEntry = HeaderMenuEntry;

/** The menus' first level (HeaderMenuTop): what they draw before the whole taxonomy is in. */
export type MenuTop = HeaderMenuTop;

/** `item` as a list with `openMenus` menus open draws it (spec section 5). */
export function menuEntry(item: MenuItem, openMenus: number, maxOpenMenus?: number): MenuEntry {
  const { id, name, url, iconName, offer, generated, bold, showWarningIcon } = item;
  const subMenu = hasSubMenu(item, openMenus, maxOpenMenus);
  return { id, name, url, iconName, offer, generated, bold, showWarningIcon, subMenu };
}

/** The entries of a list of `parent`'s shown children, at `openMenus` menus open. */
export function menuEntries(parent: MenuItem, openMenus: number, maxOpenMenus?: number): MenuEntry[] {
  return visibleChildren(parent).map((child) => menuEntry(child, openMenus, maxOpenMenus));
}

/**
 * The menus' first level from a taxonomy: the server draws both menus from it and puts it in the
 * state the browser hydrates with; the browser, once it has the taxonomy, reads it the same way.
 * A first level opens at most one menu, within either menu's limit.
 */
export function menuTopOf(taxonomy: readonly MenuItem[]): MenuTop {
  const groceries = taxonomy.find((item) => item.id === GROCERIES_ROOT_ID);
  return {
    roots: taxonomy.filter(isShownInMenu).map((root) => menuEntry(root, 1)),
    groceries: groceries ? { ...menuEntry(groceries, 0), children: menuEntries(groceries, 1) } : null,
  };
}
