import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useHeaderConfig } from '../lib/header-config.tsx';
import { useEarlyHostEvents } from './early-host-events.tsx';
import { startShopping, type ShoppingChunks } from './start-shopping.ts';

/** Asking who the shopper is, and ky with the shopping calls: chunks of their own, loaded only when needed. */
const SHOPPING_CHUNKS: ShoppingChunks = {
  start: () => import('./start-shopping-state.ts'),
  calls: () => import('./shopping-calls.ts'),
};

/**
 * Starts the header's session, trolley and slot after the first paint: the
 * closed header renders its loading states without waiting for any call, and
 * a guest's header, or one hydrated with a complete state, fetches no chunk
 * until a page's trolley event needs a reload.
 */
export function ShoppingStateLoader() {
  const store = useStore();
  const config = useHeaderConfig();
  const takeEarlyHostEvents = useEarlyHostEvents();
  useEffect(
    () => startShopping(store, config, SHOPPING_CHUNKS, takeEarlyHostEvents),
    [store, config, takeEarlyHostEvents],
  );
  return null;
}
