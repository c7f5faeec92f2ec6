import { CUSTOMER_ID_COOKIE, CUSTOMER_ID_COOKIE_MAX_AGE } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { removeCookie, writeCookie } from '../lib/cookies.ts';
import { authStateAtom, type AuthState } from './auth-state.ts';
import type { Store } from './session-client.ts';
import { settleSlotCookie } from './settle-slot-cookie.ts';
import { slotStateAtom } from './shopping-state.ts';

/** Spec section 9 gives the customerId cookie's max age as 2592e6 in milliseconds (30 days); cookies count seconds. */
const CUSTOMER_ID_MAX_AGE_SECONDS = CUSTOMER_ID_COOKIE_MAX_AGE / 1000;

/**
 * What follows a known session, in the browser, whoever loaded it (the
 * loader, or the server that rendered the header): the customerId cookie set
 * or removed, and `header_flicker` when the cookie had promised a session.
 * Without ky, so a hydrated header settles it without the loading chunk.
 */
export function settleSession(auth: AuthState, config: HeaderConfig): void {
  if (auth.isLoggedIn && auth.customerId) {
    writeCookie(CUSTOMER_ID_COOKIE, auth.customerId, { maxAge: CUSTOMER_ID_MAX_AGE_SECONDS, secure: true });
    return;
  }
  removeCookie(CUSTOMER_ID_COOKIE);
  if (auth.hasTokenSession) {
    config.emit('header_error', {
      code: 'header_flicker',
      message: 'The token-session cookie promised a signed-in shopper, but there was no session',
    });
  }
}

/** Every cookie that follows what a header's store now knows of the shopper: the session's, and a signed-in shopper's slot's. */
export function settleShopperCookies(store: Store, config: HeaderConfig): void {
  const auth = store.get(authStateAtom);
  settleSession(auth, config);
  if (auth.isLoggedIn) settleSlotCookie(store.get(slotStateAtom));
}
