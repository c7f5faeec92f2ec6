import { atom, type createStore } from 'jotai';
import { authStateFrom, type PreloadedParts } from './auth.ts';
import { sessionCheckedAtom } from './auth-state.ts';
import { deliveryPassStatusLoadedAtom } from './delivery-pass-state.ts';
import type { ShopperState } from './shopper-state.ts';
import { shoppingStateRestoredAtom } from './shopping-state.ts';

type Store = ReturnType<typeof createStore>;

/** Null in a header rendered in the browser alone: it loads everything. */
export const preloadedPartsAtom = atom<PreloadedParts | null>(null);

/** Puts the shopper's part of a state into a header's store: the server's, or the browser's one call (start-shopping-state.ts). */
export function applyShopperState(store: Store, state: ShopperState): void {
  store.set(sessionCheckedAtom, authStateFrom(state.auth));
  store.set(shoppingStateRestoredAtom, {
    ...(state.context ? { context: { status: 'loaded', context: state.context } } : {}),
    ...(state.trolley
      ? {
          trolley:
            state.trolley.status === 'loaded'
              ? { status: 'loaded', summary: state.trolley.summary, lines: null, updating: false }
              : state.trolley,
        }
      : {}),
    ...(state.slot ? { slot: state.slot } : {}),
  });
  if (state.deliveryPass !== undefined && state.auth.status === 'signed-in') {
    store.set(deliveryPassStatusLoadedAtom, state.deliveryPass);
  }
}
