import { useSyncExternalStore } from 'react';
import {
  clearShopperSession,
  readShopperSession,
  subscribeToShopperSession,
  type ShopperSession,
} from '../../api/shopper-session.ts';

/** The signed-in shopper (or null), kept in step across every component that asks. */
export function useShopperSession(): ShopperSession | null {
  return useSyncExternalStore(
    subscribeToShopperSession,
    () => readShopperSession(),
    () => null,
  );
}

export { clearShopperSession };
