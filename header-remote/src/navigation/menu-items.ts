import type { TaxonomyTreeEntry } from '@grocer/shared-contracts/domain';
import { MEGA_MENU } from './navigation-constants.ts';

/** Spec section 3, "Menu item": a taxonomy entry as the menus show it. */
export type MenuItem = {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  readonly url: string;
  /** A name in the icon catalogue (ui/icons), drawn before the name; an unknown one draws nothing. */
  readonly iconName: string | null;
  readonly offer: boolean;
  /** Made by the catalogue (each department's offers), not by an editor: carried for analytics and styling hooks. */
  readonly generated: boolean;
  readonly bold: boolean;
  /** Drawn with a warning icon, named "Warning" for screen readers (decision 020). */
  readonly showWarningIcon: boolean;
  /** The season's name for a seasonal range (e.g. "Christmas"). */
  readonly seasonalMenuTitle: string | null;
  readonly emptyOfProducts: boolean;
  readonly hiddenInNav: boolean;
  /** Child category ids, in menu order (also when the children were not loaded). */
  readonly categoryIds: readonly string[];
  /** Experience fragment key shown beside the item's sub-menu. */
  readonly banner: string | null;
  readonly megaMenuBanner: string | null;
  readonly children: readonly MenuItem[];
};

export function toMenuItem(entry: TaxonomyTreeEntry): MenuItem {
  return {
    id: entry.id,
    name: entry.name,
    shortName: entry.shortName,
    url: entry.url,
    iconName: entry.iconName,
    offer: entry.offer,
    generated: entry.generated,
    bold: entry.bold,
    showWarningIcon: entry.showWarningIcon,
    seasonalMenuTitle: entry.seasonalMenuTitle,
    emptyOfProducts: entry.emptyOfProducts,
    hiddenInNav: entry.hiddenInNav,
    categoryIds: entry.categoryIds,
    banner: entry.banner,
    megaMenuBanner: entry.megaMenuBanner,
    children: entry.childCategories.map(toMenuItem),
  };
}

/** Spec section 5: an item flagged empty of products or hidden in navigation is not shown. */
export function isShownInMenu(item: MenuItem): boolean {
  return !item.emptyOfProducts && !item.hiddenInNav;
}

/** The children a menu lists for an item, in menu order. */
export function visibleChildren(item: MenuItem): readonly MenuItem[] {
  return item.children.filter(isShownInMenu);
}

/**
 * Spec section 5: an item opens a sub-menu only if it has category ids and
 * fewer menus than the maximum (default 3) are open; otherwise it is a link.
 * Children that are all hidden count as none: the sub-menu would be empty.
 */
export function hasSubMenu(item: MenuItem, openMenus: number, maxOpenMenus: number = MEGA_MENU.maxOpenMenus): boolean {
  if (item.categoryIds.length === 0 || openMenus >= maxOpenMenus) return false;
  return visibleChildren(item).length > 0;
}

/**
 * The items a path of ids opens, each a shown child of the one before (the
 * first among `choices`). It stops at the first id that is not one (the
 * taxonomy changed, or the item is hidden since), so no menu ever opens on a
 * hidden or unknown category.
 */
export function shownTrail(choices: readonly MenuItem[], ids: readonly string[]): MenuItem[] {
  const trail: MenuItem[] = [];
  let options = choices;
  for (const id of ids) {
    const next = options.find((option) => option.id === id && isShownInMenu(option));
    if (!next) break;
    trail.push(next);
    options = next.children;
  }
  return trail;
}
