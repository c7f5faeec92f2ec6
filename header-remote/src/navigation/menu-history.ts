import { GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import { MEGA_MENU } from './navigation-constants.ts';

/**
 * Spec section 3, "Mega menu state": which menus are open, as a history of item ids from the root.
 * The spec's other fields are read from it, not kept beside it where they could disagree (decision
 * 046): activeLevel is `activeLevel(state)`, activeItem the last id of `path` (its button is the
 * expanded one), and menus are `openColumns` in the mega menu feature.
 */
export type MegaMenuState = {
  readonly isOpen: boolean;
  /** Groceries (the Groceries dropdown, depth 3) or Shop (the whole shop, depth 4). */
  readonly menuRoot: 'Groceries' | 'Shop';
  /** The most entries the history may hold, root included: 3 lists for Groceries, 4 for Shop. */
  readonly maxLength: number;
  /** The root category's id. */
  readonly rootCategory: string;
  /** Open levels, root first: path[0] is the root, path[n] the item whose sub-menu is level n. */
  readonly path: readonly string[];
};

export type MegaMenuAction =
  | { readonly type: 'open'; readonly menuRoot: 'Groceries' | 'Shop'; readonly rootCategory?: string }
  /** Opens `id`'s sub-menu from the list at `level` (0 = the root's children), closing anything deeper. */
  | { readonly type: 'push'; readonly level: number; readonly id: string }
  | { readonly type: 'pop' }
  | { readonly type: 'reset' }
  | { readonly type: 'close' };

export const CLOSED_MEGA_MENU: MegaMenuState = Object.freeze({
  isOpen: false,
  menuRoot: 'Groceries',
  maxLength: MEGA_MENU.groceriesMaxDepth,
  rootCategory: GROCERIES_ROOT_ID,
  path: [],
});

/** -1 when closed; 0 when only the root's list is open; n when n sub-menus are open. */
export function activeLevel(state: MegaMenuState): number {
  return state.isOpen ? state.path.length - 1 : -1;
}

/**
 * The mega menu's transitions (spec section 4): going deeper pushes a level
 * onto the history, going back pops one, and opening the Groceries root sets
 * the root with a depth of 3 (Shop: 4). The history never grows past the
 * depth, never pops its root, and ignores pushes from levels that are not open.
 */
export function megaMenuReducer(state: MegaMenuState, action: MegaMenuAction): MegaMenuState {
  switch (action.type) {
    case 'open': {
      const rootCategory = action.rootCategory ?? GROCERIES_ROOT_ID;
      const maxLength = action.menuRoot === 'Groceries' ? MEGA_MENU.groceriesMaxDepth : MEGA_MENU.shopMaxDepth;
      return { isOpen: true, menuRoot: action.menuRoot, maxLength, rootCategory, path: [rootCategory] };
    }
    case 'push': {
      if (!state.isOpen || action.level < 0 || action.level >= state.path.length) return state;
      if (action.level + 2 > state.maxLength) return state;
      const path = [...state.path.slice(0, action.level + 1), action.id];
      return { ...state, path };
    }
    case 'pop':
      return state.path.length > 1 ? { ...state, path: state.path.slice(0, -1) } : state;
    case 'reset':
      return state.isOpen ? { ...state, path: state.path.slice(0, 1) } : state;
    case 'close':
      return state.isOpen ? { ...state, isOpen: false, path: [] } : state;
  }
}
