/**
 * What a header that starts with a shopper's token-session cookie and no complete state from the
 * server loads after its first paint (a separate chunk; start-shopping.ts decides whether it is
 * needed): the shopper's state in one call, as a page's server loads it (`shopper-state.ts`),
 * without ky. Pages tell it about trolley changes with the host events; the trolley reloads
 * through the calls chunk (`shopping-calls.ts`).
 */
import type { HeaderConfig } from '../lib/header-config.tsx';
import { DEFAULT_TIMEOUT_MS } from '../lib/service-calls.ts';
import { getHeaderState } from './api/get-header-state.ts';
import { sessionCheckedAtom, sessionCheckStartedAtom, SIGNED_OUT } from './auth-state.ts';
import { listenToHostTrolleyEvents, type RefreshTrolley } from './host-trolley-events.ts';
import { applyShopperState, preloadedPartsAtom } from './initial-state.ts';
import type { Store } from './session-client.ts';
import { settleShopperCookies } from './settle-session.ts';
import { shopperStateFrom } from './shopper-state.ts';
import {
  slotLoadStartedAtom,
  slotNotNeededAtom,
  trolleyLoadStartedAtom,
  trolleyNotNeededAtom,
} from './shopping-state.ts';

/**
 * Starts one header's shopping state; the returned function stops it (unmount). A page's trolley
 * event reloads the trolley through `refreshTrolley` once the shopper is known.
 */
export function startShoppingState(store: Store, config: HeaderConfig, refreshTrolley: RefreshTrolley): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const ready = loadShopper(store, config, signal);
  const stopListening = listenToHostTrolleyEvents(store, config, (refresh) =>
    ready.then(() => refreshTrolley(AbortSignal.any([signal, refresh]))),
  );
  return () => {
    controller.abort();
    stopListening();
  };
}

/**
 * The shopper from the services' one answer, with the page's cookies (a guest, with no
 * token-session cookie, is settled by start-shopping.ts and never loads this chunk). Then the
 * cookies follow (spec section 9): customerId set or removed, `header_flicker` when the
 * indicator had promised a session, branchId with the slot. A failed call leaves the header signed
 * out, with the error logged (spec section 8). Never throws.
 */
async function loadShopper(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  // What the server already drew stays on screen until the answer replaces it.
  const preloaded = store.get(preloadedPartsAtom);
  if (!preloaded?.auth) store.set(sessionCheckStartedAtom, true);
  if (!preloaded?.trolley) store.set(trolleyLoadStartedAtom);
  if (!preloaded?.slot) store.set(slotLoadStartedAtom);
  try {
    // The page's fetch, looked up now: a page (or a test) that wraps it later is honoured.
    const fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);
    const answer = await getHeaderState({
      fetch,
      servicesUrl: config.props.services.api,
      signal,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      logger: config.logger,
    });
    applyShopperState(store, shopperStateFrom(answer));
  } catch (error) {
    if (signal.aborted) return;
    const message = error instanceof Error ? error.message : String(error);
    config.logger.error("Error loading the shopper's header state", { message });
    store.set(sessionCheckedAtom, { ...SIGNED_OUT, hasTokenSession: true, error: message });
    store.set(trolleyNotNeededAtom);
    store.set(slotNotNeededAtom);
  }
  settleShopperCookies(store, config);
}
