import { FIND_A_STORE_URL } from './footer-links.ts';
import { ROUTES } from './routes.ts';

/*
 * The taxonomy's menu roots beside the catalogue's (spec section 3: "further
 * menu roots exist (authenticated and unauthenticated account, site links,
 * mega menu)"), decision 024. Schema-free, so the header's menus can use them
 * while rendering without the catalogue's schemas.
 */

/** Signed-in account links: My account, My orders, Favourites, Sign out. */
export const SIGNED_IN_ACCOUNT_ROOT_ID = '10053';
/** Signed-out account links: Sign in, Register. */
export const SIGNED_OUT_ACCOUNT_ROOT_ID = '10054';
/** Site links: Find a store, Customer service. */
export const SITE_LINKS_ROOT_ID = '10055';

/** Roots of links, not of products: never in the mega menu, the footer or the crawler links. */
export const MENU_LINK_ROOT_IDS: readonly string[] = [
  SIGNED_IN_ACCOUNT_ROOT_ID,
  SIGNED_OUT_ACCOUNT_ROOT_ID,
  SITE_LINKS_ROOT_ID,
];

/**
 * Well-known entries whose address or presence the header decides as it
 * renders: Sign in comes back to the page (`loginUrl`), Register goes to the
 * token service (`registerUrl`), Sign out shows only when logged in and not
 * signed on as a customer. Their stored url is the plain page, for anyone
 * else reading the taxonomy.
 */
export const MENU_LINK_IDS = Object.freeze({
  myAccount: '100531',
  myOrders: '100532',
  favourites: '100533',
  signOut: '100534',
  signIn: '100541',
  register: '100542',
  findAStore: '100551',
  customerService: '100552',
});

export type MenuLink = { readonly id: string; readonly name: string; readonly url: string };

/**
 * Each menu root's links as the services seed them (migration 012), and what
 * the header shows when the taxonomy is not there: signing in must never
 * depend on the taxonomy.
 */
export const BUILT_IN_MENU_LINKS: Readonly<Record<string, readonly MenuLink[]>> = Object.freeze({
  [SIGNED_IN_ACCOUNT_ROOT_ID]: [
    { id: MENU_LINK_IDS.myAccount, name: 'My account', url: ROUTES.myAccount },
    { id: MENU_LINK_IDS.myOrders, name: 'My orders', url: ROUTES.myOrders },
    { id: MENU_LINK_IDS.favourites, name: 'Favourites', url: ROUTES.favourites },
    { id: MENU_LINK_IDS.signOut, name: 'Sign out', url: ROUTES.logout },
  ],
  [SIGNED_OUT_ACCOUNT_ROOT_ID]: [
    { id: MENU_LINK_IDS.signIn, name: 'Sign in', url: ROUTES.login },
    { id: MENU_LINK_IDS.register, name: 'Register', url: ROUTES.login },
  ],
  [SITE_LINKS_ROOT_ID]: [
    { id: MENU_LINK_IDS.findAStore, name: 'Find a store', url: FIND_A_STORE_URL },
    { id: MENU_LINK_IDS.customerService, name: 'Customer service', url: ROUTES.customerService },
  ],
});
