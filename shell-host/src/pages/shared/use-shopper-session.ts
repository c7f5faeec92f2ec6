import { useCallback, useSyncExternalStore } from 'react';
import {
  forgetShopperSession,
  loadShopperSession,
  readShopperSession,
  subscribeToShopperSession,
  type ShopperSession,
  type ShopperSessionState,
} from '../../api/shopper-session.ts';
import { useRequestCookies } from './request-cookies.ts';

export type { ShopperSession, ShopperSessionState };

/**
 * The shopper's token session (decision 007), asked for once per page load
 * and kept in step across every component that asks. Without a services URL
 * the page cannot ask, so it is signed out. The server's render and the browser's hydrating
 * render read the same cookies (the request's, the page's), so they agree on "loading" or
 * "signed out"; the session itself is asked for only in the browser, after hydration.
 */
export function useShopperSession(servicesUrl: string): ShopperSessionState {
  const requestCookies = useRequestCookies();
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribe = subscribeToShopperSession(listener);
      // After the first render, not during it: the one call per page starts here.
      loadShopperSession(servicesUrl);
      return unsubscribe;
    },
    [servicesUrl],
  );
  return useSyncExternalStore(
    subscribe,
    () => readShopperSession(servicesUrl),
    () => readShopperSession(servicesUrl, requestCookies),
  );
}

export { forgetShopperSession };
