/**
 * How a mounted header starts its shopping state, without ky: a guest, or a header hydrated with
 * everything the shopper needs, settles its cookies and listens to the page's trolley events at
 * once; a header that must ask who the shopper is loads the start chunk after its first paint and
 * asks there. Neither loads the calls chunk (ky and the shopping calls) before the first trolley
 * reload.
 */
import { TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';
import { readCookie } from '../lib/cookies.ts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { hasEveryPart } from './auth.ts';
import { authStateAtom, sessionCheckedAtom, SIGNED_OUT } from './auth-state.ts';
import type { TakeEarlyHostEvents } from './early-host-events.tsx';
import { listenToHostTrolleyEvents, type RefreshTrolley } from './host-trolley-events.ts';
import { preloadedPartsAtom } from './initial-state.ts';
import type { Store } from './session-client.ts';
import { settleShopperCookies } from './settle-session.ts';
import type * as CallsChunk from './shopping-calls.ts';
import type * as StartChunk from './start-shopping-state.ts';

/** The two chunks, injected so tests can watch them load. */
export type ShoppingChunks = {
  /** `./start-shopping-state.ts`: asks who the shopper is. */
  readonly start: () => Promise<typeof StartChunk>;
  /** `./shopping-calls.ts`: ky, and the trolley's reload. */
  readonly calls: () => Promise<typeof CallsChunk>;
};

/** The server loaded every part this shopper needs: the session, and for a signed-in one the context, trolley and slot. */
export function hasCompletePreloadedState(store: Store): boolean {
  const preloaded = store.get(preloadedPartsAtom);
  return preloaded !== null && hasEveryPart(preloaded, store.get(authStateAtom).isLoggedIn);
}

/** Starts one header's shopping state; the returned function stops it (unmount). */
export function startShopping(
  store: Store,
  config: HeaderConfig,
  chunks: ShoppingChunks,
  /** The page's trolley events that came before a server-rendered header was live (decision 038). */
  takeEarlyHostEvents: TakeEarlyHostEvents | null = null,
): () => void {
  const couldNotLoad = (error: unknown) =>
    config.logger.error('Could not load the shopping state', { error: String(error) });
  const refreshTrolley: RefreshTrolley = (signal) =>
    chunks
      .calls()
      .then(({ loadTrolley }) => (signal.aborted ? undefined : loadTrolley(store, config, signal)), couldNotLoad);

  const complete = hasCompletePreloadedState(store);
  if (complete || readCookie(TOKEN_SESSION_COOKIE) !== 'true') {
    // A guest is asked nothing: no token session, nobody to ask about.
    if (!complete) store.set(sessionCheckedAtom, SIGNED_OUT);
    settleShopperCookies(store, config);
    return listenToHostTrolleyEvents(store, config, refreshTrolley, takeEarlyHostEvents?.());
  }
  // Everything loads afresh: what the page said meanwhile is in what loads.
  takeEarlyHostEvents?.();

  let stop: (() => void) | undefined;
  let cancelled = false;
  chunks
    .start()
    .then(({ startShoppingState }) => {
      if (!cancelled) stop = startShoppingState(store, config, refreshTrolley);
    })
    .catch(couldNotLoad);
  return () => {
    cancelled = true;
    stop?.();
  };
}
