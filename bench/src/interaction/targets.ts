/**
 * What the interaction part clicks, types into and waits for: one place to
 * adjust when the header's names change. Names are the accessible names the
 * header's own tests use.
 */
import type { Awaited } from './in-page-timing.ts';

/** The search box (header-remote/src/features/search/search-box.tsx: the label "Search groceries"). */
export const SEARCH_BOX = { role: 'combobox', name: 'Search groceries' } as const;

/** The phone's search button, which opens the overlay with the box (header-search.tsx). */
export const SEARCH_OPEN_BUTTON = { role: 'button', name: 'Open search' } as const;

/** The suggestions list shown under the box (search-popup.tsx). */
export const SUGGESTIONS_SHOWN: Awaited = {
  selector: '[role="listbox"][aria-label="Search suggestions"] [role="option"]',
};

/** The desktop mega menu's button (features/mega-menu). */
export const MENU_BUTTON = { role: 'button', name: 'Groceries', exact: true } as const;

/** The open menu's first level, painted: its "Shop all" link. Adjust here if the mega menu's markup changes. */
export const MENU_FIRST_LEVEL: Awaited = { selector: 'a', text: 'Shop all Groceries' };

/** The multi-search button and its modal (features/multi-search, ui/modal.tsx). */
export const MULTI_SEARCH_BUTTON = { role: 'button', name: 'Multi-search', exact: true } as const;
export const MODAL_CLOSE = { role: 'button', name: 'Close', exact: true } as const;

/** The phone's slide-out menu: its button, and its first level in the open native dialog (the taxonomy's roots, each a button to its sub-menu). */
export const MOBILE_MENU_BUTTON = { role: 'button', name: 'Menu', exact: true } as const;
export const MOBILE_MENU_FIRST_LEVEL: Awaited = { selector: 'dialog[open][aria-label="Menu"] [data-menu-item]' };

/** The signed-in shopper's "My account" button and its panel's first item (features/account). */
export const ACCOUNT_BUTTON = { role: 'button', name: 'My account', exact: true } as const;
export const ACCOUNT_FIRST_ITEM: Awaited = { selector: 'a', text: 'Account overview' };

/** A booked slot's button ("Delivery slot: Thursday 5 March, 9am - 10am") and its details panel (features/slot). */
export const SLOT_BUTTON = { role: 'button', name: /^Delivery slot: / } as const;
export const SLOT_DETAILS: Awaited = { selector: 'a', text: 'Change slot' };

/** The Multi-search dialog, open: its list's text area, shown (a native modal dialog from the server's HTML, decision 058). */
export const MULTI_SEARCH_SHOWN: Awaited = { selector: 'dialog[open] textarea' };

/** The baseline: a plain button the bench adds to the page, toggling a class on itself. */
export const TRIVIAL_BUTTON_ID = 'bench-trivial-toggle';
export const TRIVIAL_TOGGLED: Awaited = { selector: `#${TRIVIAL_BUTTON_ID}.bench-on` };
export const TRIVIAL_UNTOGGLED: Awaited = { selector: `#${TRIVIAL_BUTTON_ID}:not(.bench-on)` };

/**
 * Three-letter starts typed into the box, a different one each run so no
 * answer comes from the browser's cache. Only those the services answer with
 * suggestions are used (checked before the runs).
 */
export const SUGGEST_PREFIXES = [
  'mil',
  'bre',
  'che',
  'app',
  'ban',
  'yog',
  'but',
  'ric',
  'pas',
  'tom',
  'egg',
  'sau',
  'cre',
  'ora',
  'chi',
  'pot',
  'car',
  'bea',
  'sal',
  'ham',
  'jam',
  'tea',
  'cof',
  'wat',
  'jui',
  'bis',
  'cak',
  'pie',
  'fis',
  'pra',
] as const;
