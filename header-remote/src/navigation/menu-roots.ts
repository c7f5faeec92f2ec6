import { MENU_LINK_ROOT_IDS } from '@grocer/shared-contracts/domain';
import type { MenuItem } from './menu-items.ts';

/**
 * The taxonomy's roots apart (decision 024): the catalogue's (Groceries,
 * Entertaining), which the mega menu, the mobile menu's shop list, the footer
 * and the crawler links show, and the menu roots of links (account, site
 * links), which only the mobile menu's account and help lists show.
 */
export function splitMenuRoots(roots: readonly MenuItem[]): {
  readonly catalogue: readonly MenuItem[];
  readonly linkRoots: readonly MenuItem[];
} {
  return {
    catalogue: roots.filter((root) => !MENU_LINK_ROOT_IDS.includes(root.id)),
    linkRoots: roots.filter((root) => MENU_LINK_ROOT_IDS.includes(root.id)),
  };
}
