/**
 * Navigation limits from spec section 9, in one place for the mega menu, the
 * mobile menu and the link bar.
 */
export const MEGA_MENU = Object.freeze({
  /** Levels below the root that the Groceries dropdown shows (spec: maxLength 3). */
  groceriesMaxDepth: 3,
  /** Levels for the whole shop (spec: maxLength 4). */
  shopMaxDepth: 4,
  /** An item opens a sub-menu only while fewer menus than this are open (spec section 5). */
  maxOpenMenus: 3,
  /** The close button resets to the root this long before closing (spec section 4). */
  resetBeforeCloseMs: 200,
  /** Menu animation. */
  animationMs: 200,
});

/** The mobile slide-out menu shows levels 0 to 3. */
export const MOBILE_MENU_MAX_LEVEL = 3;

/** The primary link bar's scroll arrows (spec section 9). */
export const LINK_BAR_SCROLL = Object.freeze({
  /** One arrow press scrolls this share of the visible width. */
  stepRatio: 0.7,
  resizeDebounceMs: 200,
  /** Room kept for an arrow at either end. */
  scrollOffsetPx: 51,
});

/** Content paths of the mega menu's fragments (spec section 7). */
export const MENU_CONTENT_PATHS = Object.freeze({
  middleMegaMenu: 'menu/middle-mega-menu/master',
  seasonalMenu: 'menu/seasonal-menu/seasonal-menu-content/master',
});
