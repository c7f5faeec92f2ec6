/**
 * The store a header starts from when the server rendered it: the shopper's part (shopping/), the
 * navigation the server already had, and the page's URL and time, in one place above both.
 */
import { createStore } from 'jotai';
import type { HeaderInitialState } from '@grocer/shared-contracts/domain';
import { serverPageUrlAtom } from '../lib/page-url.ts';
import { serverRenderedAtAtom } from '../lib/use-now.ts';
import type { MenuItem } from '../navigation/menu-items.ts';
import { menuTopFromServerAtom, seasonalMenuLoadedAtom, taxonomyLoadedAtom } from '../navigation/navigation-state.ts';
import { preloadedPartsOf } from '../shopping/auth.ts';
import { applyShopperState, preloadedPartsAtom } from '../shopping/initial-state.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Puts what the server knew into a header's store. The server renders from
 * this store and the browser hydrates from one filled the same way, so both
 * renders are the same.
 */
export function applyInitialState(store: Store, state: HeaderInitialState): void {
  applyShopperState(store, state);
  // Known (null: none to show), so the navigation loader does not ask for it again.
  if (state.seasonalMenu !== undefined) store.set(seasonalMenuLoadedAtom, state.seasonalMenu);
  if (state.menuTop !== undefined) store.set(menuTopFromServerAtom, state.menuTop);
  store.set(serverPageUrlAtom, state.pageUrl ?? null);
  store.set(serverRenderedAtAtom, state.renderedAt ?? null);
  store.set(preloadedPartsAtom, preloadedPartsOf(state));
}

/** A header's store holding what the server knew, and on the server its taxonomy (for the crawler links). */
/** What only the server's render has: its own taxonomy (for the parts only the server draws). */
export type ServerOnly = { readonly taxonomy: readonly MenuItem[] | undefined };

export function storeWithInitialState(state: HeaderInitialState, server?: ServerOnly): Store {
  const store = createStore();
  applyInitialState(store, state);
  if (server?.taxonomy) store.set(taxonomyLoadedAtom, server.taxonomy);
  return store;
}
