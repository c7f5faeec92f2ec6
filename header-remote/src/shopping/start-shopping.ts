/**
 * How a mounted header starts its shopping state, without ky: a header
 * hydrated with everything the shopper needs settles its cookies and listens
 * to the page's trolley events at once, and loads the loading chunk (ky and
 * the shopping calls) only for the first trolley reload; any other header
 * loads the chunk after its first paint and starts loading there.
 */
import type { HeaderConfig } from '../lib/header-config.tsx';
import { hasEveryPart } from './auth.ts';
import { authStateAtom } from './auth-state.ts';
import type { TakeEarlyHostEvents } from './early-host-events.tsx';
import { listenToHostTrolleyEvents } from './host-trolley-events.ts';
import { preloadedPartsAtom } from './initial-state.ts';
import type { Store } from './session-client.ts';
import { settleSession } from './settle-session.ts';
import { settleSlotCookie } from './settle-slot-cookie.ts';
import { slotStateAtom } from './shopping-state.ts';
import type * as ShoppingChunk from './start-shopping-state.ts';

/** The loading chunk (`./start-shopping-state.ts`), injected so tests can watch it load. */
export type LoadShoppingChunk = () => Promise<typeof ShoppingChunk>;

/** The server loaded every part this shopper needs: the session, and for a signed-in one the context, trolley and slot. */
export function hasCompletePreloadedState(store: Store): boolean {
  const preloaded = store.get(preloadedPartsAtom);
  return preloaded !== null && hasEveryPart(preloaded, store.get(authStateAtom).isLoggedIn);
}

/** Starts one header's shopping state; the returned function stops it (unmount). */
export function startShopping(
  store: Store,
  config: HeaderConfig,
  loadChunk: LoadShoppingChunk,
  /** The page's trolley events that came before a server-rendered header was live (decision 038). */
  takeEarlyHostEvents: TakeEarlyHostEvents | null = null,
): () => void {
  const couldNotLoad = (error: unknown) =>
    config.logger.error('Could not load the shopping state', { error: String(error) });

  if (hasCompletePreloadedState(store)) {
    const auth = store.get(authStateAtom);
    settleSession(auth, config);
    if (auth.isLoggedIn) settleSlotCookie(store.get(slotStateAtom));
    return listenToHostTrolleyEvents(
      store,
      config,
      (signal) =>
        loadChunk().then(
          ({ loadTrolley }) => (signal.aborted ? undefined : loadTrolley(store, config, signal)),
          couldNotLoad,
        ),
      takeEarlyHostEvents?.(),
    );
  }
  // Everything loads afresh: what the page said meanwhile is in what loads.
  takeEarlyHostEvents?.();

  let stop: (() => void) | undefined;
  let cancelled = false;
  loadChunk()
    .then(({ startShoppingState }) => {
      if (!cancelled) stop = startShoppingState(store, config);
    })
    .catch(couldNotLoad);
  return () => {
    cancelled = true;
    stop?.();
  };
}
