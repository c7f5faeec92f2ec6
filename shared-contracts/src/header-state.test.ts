import { describe, expect, it } from 'vitest';
import { HeaderInitialState } from './header-state.ts';

const signedIn = {
  status: 'signed-in',
  hasTokenSession: true,
  customerId: 'C-1101',
  isSignedOnAsCustomer: false,
} as const;

describe('HeaderInitialState', () => {
  it('accepts a signed-out shopper with nothing else known', () => {
    const state = { auth: { status: 'signed-out', hasTokenSession: false }, complete: true };
    expect(HeaderInitialState.parse(state)).toEqual(state);
  });

  it('accepts a signed-in shopper whose trolley failed and who has no slot, on a page URL', () => {
    const state = {
      auth: signedIn,
      context: { customerId: 'C-1101', customerOrderId: '1', customerOrderState: 'PENDING', defaultBranchId: '651' },
      trolley: { status: 'error', message: 'down' },
      slot: { status: 'none' },
      pageUrl: 'https://shop.example/ecom?x=1',
      complete: true,
    };
    expect(HeaderInitialState.parse(state)).toEqual(state);
  });

  it('accepts the seasonal menu the server had, or null when there is none to show', () => {
    const seasonalMenu = {
      title: 'Christmas',
      locations: { seasonalMenu: [{ resourceType: 'fernleaf/components/trading-cell', componentId: 'cell-1' }] },
    };
    for (const state of [
      { auth: signedIn, seasonalMenu, complete: true },
      { auth: { status: 'signed-out', hasTokenSession: false }, seasonalMenu: null, complete: true },
    ]) {
      expect(HeaderInitialState.parse(state)).toEqual(state);
    }
  });

  it('refuses a seasonal menu the header would not show: no title, or no location with components', () => {
    const cell = { resourceType: 'fernleaf/components/trading-cell', componentId: 'cell-1' };
    for (const seasonalMenu of [
      { title: '  ', locations: { seasonalMenu: [cell] } },
      { title: 'Christmas', locations: {} },
      { title: 'Christmas', locations: { seasonalMenu: [] } },
      { title: 'Christmas', locations: { seasonalMenu: [{ componentId: 'no-type' }] } },
    ]) {
      expect(HeaderInitialState.safeParse({ auth: signedIn, seasonalMenu, complete: true }).success).toBe(false);
    }
  });

  it('refuses an unknown auth without a token session, a trolley without its result, and a script URL', () => {
    for (const state of [
      { auth: { status: 'unknown', hasTokenSession: false }, complete: false },
      { auth: signedIn, trolley: { status: 'loaded', containsEntertainingLines: false }, complete: true },
      { auth: signedIn, pageUrl: 'javascript:alert(1)', complete: true },
      { auth: signedIn },
    ]) {
      expect(HeaderInitialState.safeParse(state).success).toBe(false);
    }
  });

  it("accepts the menus' first level the server drew, and refuses an entry that does not say whether it opens a sub-menu", () => {
    const entry = {
      id: '10051',
      name: 'Groceries',
      url: '/ecom/shop/browse/groceries',
      iconName: null,
      offer: false,
      generated: false,
      bold: false,
      showWarningIcon: false,
      subMenu: true,
    };
    const menuTop = {
      roots: [entry],
      groceries: { ...entry, children: [{ ...entry, id: '1', name: 'Bakery', subMenu: false }] },
    };
    const state = { auth: signedIn, menuTop, complete: true };
    expect(HeaderInitialState.parse(state)).toEqual(state);
    const withoutSubMenu = { ...entry, subMenu: undefined };
    expect(
      HeaderInitialState.safeParse({ ...state, menuTop: { roots: [withoutSubMenu], groceries: null } }).success,
    ).toBe(false);
  });
});
