import { atom, createStore } from 'jotai';
import type { HeaderInitialState } from '@grocer/shared-contracts';
import { serverRenderedAtAtom } from '../lib/use-now.ts';
import { serverPageUrlAtom } from '../lib/page-url.ts';
import type { MenuItem } from '../navigation/menu-items.ts';
import { seasonalMenuLoadedAtom, taxonomyLoadedAtom } from '../navigation/navigation-state.ts';
import { authStateFrom, preloadedPartsOf, type PreloadedParts } from './auth.ts';
import { sessionCheckedAtom } from './auth-state.ts';
import { deliveryPassStatusLoadedAtom } from './delivery-pass-state.ts';
import type { ShopperState } from './shopper-state.ts';
import { shoppingStateRestoredAtom } from './shopping-state.ts';

type Store = ReturnType<typeof createStore>;

/** Null in a header rendered in the browser alone: it loads everything. */
export const preloadedPartsAtom = atom<PreloadedParts | null>(null);

/**
 * Puts what the server knew into a header's store. The server renders from
 * this store and the browser hydrates from one filled the same way, so both
 * renders are the same.
 */
export function applyInitialState(store: Store, state: HeaderInitialState): void {
  applyShopperState(store, state);
  // Known (null: none to show), so the navigation loader does not ask for it again.
  if (state.seasonalMenu !== undefined) store.set(seasonalMenuLoadedAtom, state.seasonalMenu);
  store.set(serverPageUrlAtom, state.pageUrl ?? null);
  store.set(serverRenderedAtAtom, state.renderedAt ?? null);
  store.set(preloadedPartsAtom, preloadedPartsOf(state));
}

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
    store.set(deliveryPassStatusLoadedAtom, { status: state.deliveryPass, customerId: state.auth.customerId });
  }
}

/** A header's store holding what the server knew, and on the server its taxonomy (for the crawler links). */
export function storeWithInitialState(state: HeaderInitialState, serverTaxonomy?: readonly MenuItem[]): Store {
  const store = createStore();
  applyInitialState(store, state);
  if (serverTaxonomy) store.set(taxonomyLoadedAtom, serverTaxonomy);
  return store;
}
