import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useHeaderConfig } from '../lib/header-config.tsx';
import { useEarlyHostEvents } from './early-host-events.tsx';
import { startShopping } from './start-shopping.ts';

/** ky and the shopping calls: a chunk of their own, loaded only when something has to load. */
const loadShoppingChunk = () => import('./start-shopping-state.ts');

/**
 * Starts the header's session, trolley and slot after the first paint: the
 * closed header renders its loading states without waiting for ky or any of
 * the calls, and a header hydrated with a complete state fetches no loading
 * chunk until a page's trolley event needs a reload.
 */
export function ShoppingStateLoader() {
  const store = useStore();
  const config = useHeaderConfig();
  const takeEarlyHostEvents = useEarlyHostEvents();
  useEffect(
    () => startShopping(store, config, loadShoppingChunk, takeEarlyHostEvents),
    [store, config, takeEarlyHostEvents],
  );
  return null;
}
