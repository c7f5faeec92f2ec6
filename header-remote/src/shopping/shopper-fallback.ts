import { EMPTY_SHOPPING_CONTEXT } from '@grocer/shared-contracts/domain';
import { sessionCheckedAtom, SIGNED_OUT, type AuthState } from './auth-state.ts';
import type { Store } from './session-client.ts';
import {
  shoppingContextLoadedAtom,
  slotAnsweredAtom,
  slotNotNeededAtom,
  trolleyAnsweredAtom,
  trolleyNotNeededAtom,
} from './shopping-state.ts';

/** What the shopper's cookies say when the services cannot: the token-session indicator. */
export type ShopperCookies = { readonly hasTokenSession: boolean };

/**
 * The sign-in the cookies state. The services did not answer, which says nothing about the session:
 * a shopper the indicator calls signed in stays signed in (their account links, never "Sign in"),
 * with no customerId or token, which only the services could vouch for.
 */
function signInFromCookies({ hasTokenSession }: ShopperCookies, error: string): AuthState {
  if (!hasTokenSession) return { ...SIGNED_OUT, error };
  return {
    initialised: true,
    isLoggedIn: true,
    hasTokenSession: true,
    customerId: null,
    token: null,
    isSignedOnAsCustomer: false,
    error,
  };
}

/**
 * What a header holds when the shopper's one call fails (spec section 8): the sign-in the cookies
 * state, and for a signed-in shopper the spec's defaults for the rest: the empty shopping context,
 * the trolley's error (cost text "Trolley"), the slot's ("Slot", not booked), and the delivery pass
 * left UNKNOWN (no link). Nothing is settled from it: the cookies stay as they are.
 */
export function applyShopperFallback(store: Store, cookies: ShopperCookies, error: string): void {
  const auth = signInFromCookies(cookies, error);
  store.set(sessionCheckedAtom, auth);
  if (!auth.isLoggedIn) {
    store.set(trolleyNotNeededAtom);
    store.set(slotNotNeededAtom);
    return;
  }
  store.set(shoppingContextLoadedAtom, EMPTY_SHOPPING_CONTEXT);
  store.set(trolleyAnsweredAtom, { status: 'error', message: error });
  store.set(slotAnsweredAtom, { status: 'error' });
}
