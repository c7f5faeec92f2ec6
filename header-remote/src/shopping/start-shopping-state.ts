/**
 * What the header loads after its first paint (a separate chunk, with ky;
 * start-shopping.ts decides whether it is needed): the shopper's state in one
 * call, as a page's server loads it (`shopper-state.ts`), for a header the
 * server did not render or could not complete. Pages tell it about trolley
 * changes with the host events; the trolley and the slot reload on their own.
 */
import { TOKEN_SESSION_COOKIE, type ShoppingContext, type TrolleyItem } from '@grocer/shared-contracts';
import { createStore } from 'jotai';
import { createApiClient } from '../lib/api-client.ts';
import { readCookie } from '../lib/cookies.ts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { getHeaderState } from './api/get-header-state.ts';
import {
  authStateAtom,
  sessionCheckedAtom,
  sessionCheckStartedAtom,
  SIGNED_OUT,
  type AuthState,
} from './auth-state.ts';
import { listenToHostTrolleyEvents } from './host-trolley-events.ts';
import { applyShopperState, preloadedPartsAtom } from './initial-state.ts';
import { loadTrolley } from './load-trolley.ts';
import type { Store } from './session-client.ts';
import { settleSession } from './settle-session.ts';
import { settleSlotCookie } from './settle-slot-cookie.ts';
import { shopperStateFrom } from './shopper-state.ts';
import {
  shoppingStateRestoredAtom,
  slotLoadStartedAtom,
  slotNotNeededAtom,
  slotStateAtom,
  trolleyLoadStartedAtom,
  trolleyNotNeededAtom,
  trolleyStateAtom,
} from './shopping-state.ts';

export { loadSlot } from './load-slot.ts';
export { loadTrolley } from './load-trolley.ts';
export { sessionClientFor } from './session-client.ts';

/** Starts one header's shopping state; the returned function stops it (unmount). */
export function startShoppingState(store: Store, config: HeaderConfig): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const ready = loadShopper(store, config, signal);
  const stopListening = listenToHostTrolleyEvents(store, config, (refresh) =>
    ready.then(() => loadTrolley(store, config, AbortSignal.any([signal, refresh]))),
  );
  return () => {
    controller.abort();
    stopListening();
  };
}

/**
 * The shopper from the services' one answer, with the page's cookies: the token-session cookie
 * first, so a signed-in shopper sees the signed-in display at once, and a guest is asked nothing.
 * Then the cookies follow (spec section 9): customerId set or removed, `header_flicker` when the
 * indicator had promised a session, branchId with the slot. A failed call leaves the header signed
 * out, with the error logged (spec section 8). Never throws.
 */
async function loadShopper(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  const hasTokenSession = readCookie(TOKEN_SESSION_COOKIE) === 'true';
  if (!hasTokenSession) {
    store.set(sessionCheckedAtom, SIGNED_OUT);
  } else {
    // What the server already drew stays on screen until the answer replaces it.
    const preloaded = store.get(preloadedPartsAtom);
    if (!preloaded?.auth) store.set(sessionCheckStartedAtom, true);
    if (!preloaded?.trolley) store.set(trolleyLoadStartedAtom);
    if (!preloaded?.slot) store.set(slotLoadStartedAtom);
    try {
      const api = createApiClient({ baseUrl: config.props.services.api, logger: config.logger, emit: config.emit });
      applyShopperState(store, shopperStateFrom(await getHeaderState(api, signal)));
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      config.logger.error("Error loading the shopper's header state", { message });
      store.set(sessionCheckedAtom, { ...SIGNED_OUT, hasTokenSession, error: message });
      store.set(trolleyNotNeededAtom);
      store.set(slotNotNeededAtom);
    }
  }
  const auth = store.get(authStateAtom);
  settleSession(auth, config);
  if (auth.isLoggedIn) settleSlotCookie(store.get(slotStateAtom));
}

/**
 * The lines of the trolley a server-rendered header started with: the server's state holds its
 * summary, not its lines (decision 029), and the personalisation report needs them. Asked for as
 * the trolley page would, into a store of its own, so the header on screen does not change for
 * them; null when the trolley did not load.
 */
export async function loadTrolleyLines(
  config: HeaderConfig,
  auth: AuthState,
  context: ShoppingContext,
): Promise<readonly TrolleyItem[] | null> {
  // Only what the trolley's call needs: who, and which order.
  const store = createStore();
  store.set(sessionCheckedAtom, auth);
  store.set(shoppingStateRestoredAtom, { context: { status: 'loaded', context } });
  await loadTrolley(store, config, new AbortController().signal);
  const trolley = store.get(trolleyStateAtom);
  return trolley.status === 'loaded' ? trolley.lines : null;
}
