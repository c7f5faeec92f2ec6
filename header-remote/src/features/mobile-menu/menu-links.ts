import {
  BUILT_IN_MENU_LINKS,
  isFooterHref,
  MENU_LINK_IDS,
  SIGNED_IN_ACCOUNT_ROOT_ID,
  SIGNED_OUT_ACCOUNT_ROOT_ID,
  type MenuLink,
} from '@grocer/shared-contracts/domain';
import type { MenuItem } from '../../navigation/menu-items.ts';

/** A link as the menu draws it: its address completed for this page and shopper. */
export type ShownLink = { readonly id: string; readonly name: string; readonly href: string };

/** What the account links depend on, read as the menu renders. */
export type AccountContext = {
  readonly signedIn: boolean;
  readonly isLoggedIn: boolean;
  readonly isSignedOnAsCustomer: boolean;
  /** The sign-in page, back to this page (`loginUrl`). */
  readonly loginHref: string;
  /** The token service's registration (`registerUrl`). */
  readonly registerHref: string;
};

/** The entry without which a menu root's loaded links are not enough, and the built-in ones stand in. */
const REQUIRED: Readonly<Record<string, string>> = {
  [SIGNED_OUT_ACCOUNT_ROOT_ID]: MENU_LINK_IDS.signIn,
};

/**
 * The links under a menu root as the taxonomy has them, or the built-in ones
 * when it has none to show (not loaded, failed, the root missing, or Sign in
 * missing from the signed-out root): signing in never depends on the
 * taxonomy. A link is left out only when hidden in navigation (a link has no
 * products, so "empty of products" means nothing for it) or when its address
 * is neither a site path nor https.
 */
export function linksUnder(linkRoots: readonly MenuItem[], rootId: string): readonly MenuLink[] {
  const root = linkRoots.find((each) => each.id === rootId && !each.hiddenInNav);
  const loaded = (root?.children ?? [])
    .filter((link) => !link.hiddenInNav && isFooterHref(link.url))
    .map(({ id, name, url }) => ({ id, name, url }));
  const required = REQUIRED[rootId];
  const enough = loaded.length > 0 && (required === undefined || loaded.some((link) => link.id === required));
  return enough ? loaded : (BUILT_IN_MENU_LINKS[rootId] ?? []);
}

/**
 * The account links (spec section 6): the signed-in root's or the signed-out
 * root's. Sign in and Register get this page's addresses; Sign out shows only
 * when logged in and not signed on as a customer.
 */
export function accountLinks(linkRoots: readonly MenuItem[], context: AccountContext): readonly ShownLink[] {
  const rootId = context.signedIn ? SIGNED_IN_ACCOUNT_ROOT_ID : SIGNED_OUT_ACCOUNT_ROOT_ID;
  const canSignOut = context.isLoggedIn && !context.isSignedOnAsCustomer;
  return linksUnder(linkRoots, rootId).flatMap(({ id, name, url }): ShownLink[] => {
    if (id === MENU_LINK_IDS.signOut) return canSignOut ? [{ id, name, href: url }] : [];
    if (id === MENU_LINK_IDS.signIn) return [{ id, name, href: context.loginHref }];
    if (id === MENU_LINK_IDS.register) return [{ id, name, href: context.registerHref }];
    return [{ id, name, href: url }];
  });
}
