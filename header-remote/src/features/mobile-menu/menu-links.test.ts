import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_MENU_LINKS,
  MENU_LINK_IDS,
  SIGNED_IN_ACCOUNT_ROOT_ID,
  SIGNED_OUT_ACCOUNT_ROOT_ID,
  SITE_LINKS_ROOT_ID,
} from '@grocer/shared-contracts/domain';
import type { MenuItem } from '../../navigation/menu-items.ts';
import { sampleMenuLinkRoots } from '../../navigation/testing/navigation-fixtures.ts';
import { accountLinks, linksUnder, type AccountContext } from './menu-links.ts';

const SIGNED_OUT: AccountContext = {
  signedIn: false,
  isLoggedIn: false,
  isSignedOnAsCustomer: false,
  loginHref: '/ecom/login?redirect=%2Fecom%2Ftrolley',
  registerHref: 'https://auth.test/v1/auth?prompt=login',
};
const SIGNED_IN: AccountContext = { ...SIGNED_OUT, signedIn: true, isLoggedIn: true };

const names = (links: readonly { readonly name: string }[]) => links.map((link) => link.name);

describe('the account links', () => {
  it('signed out: Sign in back to this page and Register at the token service, whatever the stored urls', () => {
    expect(accountLinks(sampleMenuLinkRoots(), SIGNED_OUT)).toEqual([
      { id: MENU_LINK_IDS.signIn, name: 'Sign in', href: SIGNED_OUT.loginHref },
      { id: MENU_LINK_IDS.register, name: 'Register', href: SIGNED_OUT.registerHref },
    ]);
  });

  it('signed in: the signed-in root, with Sign out only when logged in and not signed on as a customer', () => {
    expect(names(accountLinks(sampleMenuLinkRoots(), SIGNED_IN))).toEqual([
      'My account',
      'My orders',
      'Favourites',
      'Sign out',
    ]);
    const actingForCustomer = { ...SIGNED_IN, isSignedOnAsCustomer: true };
    expect(names(accountLinks(sampleMenuLinkRoots(), actingForCustomer))).not.toContain('Sign out');
    const notYetLoggedIn = { ...SIGNED_IN, isLoggedIn: false };
    expect(names(accountLinks(sampleMenuLinkRoots(), notYetLoggedIn))).not.toContain('Sign out');
  });

  it('follows the taxonomy: its names, order and extra links', () => {
    const roots = sampleMenuLinkRoots({
      [SIGNED_IN_ACCOUNT_ROOT_ID]: [
        { id: MENU_LINK_IDS.myOrders, name: 'Orders', url: '/ecom/myaccount/my-orders' },
        { id: '100535', name: 'Lists', url: '/ecom/lists' },
        { id: MENU_LINK_IDS.signOut, name: 'Sign out', url: '/ecom/log-out' },
      ],
    });
    expect(accountLinks(roots, SIGNED_IN).map(({ name, href }) => [name, href])).toEqual([
      ['Orders', '/ecom/myaccount/my-orders'],
      ['Lists', '/ecom/lists'],
      ['Sign out', '/ecom/log-out'],
    ]);
  });

  it('falls back to the built-in links without the taxonomy, or with a signed-out root lacking Sign in', () => {
    expect(names(accountLinks([], SIGNED_OUT))).toEqual(['Sign in', 'Register']);
    expect(names(accountLinks([], SIGNED_IN))).toEqual(['My account', 'My orders', 'Favourites', 'Sign out']);
    const noSignIn = sampleMenuLinkRoots({
      [SIGNED_OUT_ACCOUNT_ROOT_ID]: [{ id: MENU_LINK_IDS.register, name: 'Join', url: '/ecom/login' }],
    });
    expect(names(accountLinks(noSignIn, SIGNED_OUT))).toEqual(['Sign in', 'Register']);
  });

  it('leaves out a link hidden in navigation or with an unsafe address, but never for being empty of products', () => {
    const roots = sampleMenuLinkRoots().map((root) => ({
      ...root,
      emptyOfProducts: true,
      children: root.children.map((link) =>
        link.name === 'Favourites'
          ? { ...link, hiddenInNav: true }
          : link.name === 'My orders'
            ? { ...link, url: 'javascript:alert(1)' }
            : { ...link, emptyOfProducts: true },
      ),
    }));
    expect(names(accountLinks(roots, SIGNED_IN))).toEqual(['My account', 'Sign out']);
    expect(names(linksUnder(roots, SITE_LINKS_ROOT_ID))).toEqual(['Find a store', 'Customer service']);
  });
});

/** Any menu roots a services release might send: the sample ones with links hidden, moved, renamed or dropped. */
const anyLinkRoots: fc.Arbitrary<MenuItem[]> = fc
  .array(fc.record({ hide: fc.boolean(), drop: fc.boolean(), empty: fc.boolean(), name: fc.string() }), {
    minLength: 12,
    maxLength: 12,
  })
  .chain((changes) =>
    fc.shuffledSubarray(sampleMenuLinkRoots()).map((roots) =>
      roots.map((root, rootIndex) => ({
        ...root,
        children: root.children
          .filter((_, index) => !changes[rootIndex * 4 + index]?.drop)
          .map((link, index) => {
            const change = changes[rootIndex * 4 + index];
            return change
              ? { ...link, name: change.name, hiddenInNav: change.hide, emptyOfProducts: change.empty }
              : link;
          }),
      })),
    ),
  );

describe('the account links, whatever the taxonomy holds', () => {
  it('always let a signed-out shopper sign in, back to this page', () => {
    fc.assert(
      fc.property(anyLinkRoots, (roots) => {
        const signIn = accountLinks(roots, SIGNED_OUT).filter((link) => link.id === MENU_LINK_IDS.signIn);
        expect(signIn).toHaveLength(1);
        expect(signIn[0]?.href).toBe(SIGNED_OUT.loginHref);
      }),
    );
  });

  it('never show Sign out to a support user acting for a customer, and only site paths or https', () => {
    fc.assert(
      fc.property(anyLinkRoots, fc.boolean(), (roots, signedIn) => {
        const context = { ...SIGNED_IN, signedIn, isSignedOnAsCustomer: true };
        const links = [
          ...accountLinks(roots, context),
          ...linksUnder(roots, SITE_LINKS_ROOT_ID).map((l) => ({ ...l, href: l.url })),
        ];
        expect(links.map((link) => link.id)).not.toContain(MENU_LINK_IDS.signOut);
        for (const link of links) expect(link.href).toMatch(/^(\/[^/\\]|https:\/\/)/);
      }),
    );
  });

  it('show built-in links only when the taxonomy has none fit to show', () => {
    fc.assert(
      fc.property(anyLinkRoots, (roots) => {
        const shown = linksUnder(roots, SIGNED_IN_ACCOUNT_ROOT_ID);
        const root = roots.find((each) => each.id === SIGNED_IN_ACCOUNT_ROOT_ID);
        const fit = (root?.children ?? []).filter((link) => !link.hiddenInNav);
        expect(shown).toEqual(
          fit.length > 0
            ? fit.map(({ id, name, url }) => ({ id, name, url }))
            : BUILT_IN_MENU_LINKS[SIGNED_IN_ACCOUNT_ROOT_ID],
        );
      }),
    );
  });
});
