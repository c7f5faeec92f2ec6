/**
 * What a header that starts with a shopper's token-session cookie and no complete state from the
 * server loads after its first paint (a separate chunk; start-shopping.ts decides whether it is
 * needed): the shopper's state in one call, as a page's server loads it (`shopper-state.ts`),
 * without ky. Pages tell it about trolley changes with the host events; the trolley reloads
 * through the calls chunk (`shopping-calls.ts`).
 */
import { TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';
import { readCookie } from '../lib/cookies.ts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { callStarted } from '../lib/call-log.ts';
import { DEFAULT_TIMEOUT_MS } from '../lib/service-calls.ts';
import { getHeaderState, headerStateFailure } from './api/get-header-state.ts';
import { sessionCheckStartedAtom } from './auth-state.ts';
import { listenToHostTrolleyEvents, type RefreshTrolley } from './host-trolley-events.ts';
import { applyShopperState, preloadedPartsAtom } from './initial-state.ts';
import type { Store } from './session-client.ts';
import { settleShopperCookies } from './settle-session.ts';
import { applyShopperFallback } from './shopper-fallback.ts';
import { shopperStateFrom } from './shopper-state.ts';
import { slotLoadStartedAtom, trolleyLoadStartedAtom } from './shopping-state.ts';

/**
 * Starts one header's shopping state; the returned function stops it (unmount). A page's trolley
 * event reloads the trolley through `refreshTrolley` once the shopper is known, or asks for the
 * shopper again when their call failed.
 */
export function startShoppingState(store: Store, config: HeaderConfig, refreshTrolley: RefreshTrolley): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let loaded = loadShopper(store, config, signal);
  const stopListening = listenToHostTrolleyEvents(store, config, async (refresh) => {
    if (await loaded) return refreshTrolley(AbortSignal.any([signal, refresh]));
    // After a failed call the order is not known, and only that call can tell it: it is asked again.
    loaded = loadShopper(store, config, signal);
    await loaded;
  });
  return () => {
    controller.abort();
    stopListening();
  };
}

/**
 * The shopper from the services' one answer, with the page's cookies (a guest, with no
 * token-session cookie, is settled by start-shopping.ts and never loads this chunk). Then the
 * cookies follow (spec section 9): customerId set or removed, `header_flicker` when the
 * indicator had promised a session, branchId with the slot. A failed call keeps what the cookies
 * say, with the spec's defaults for the rest (`shopper-fallback.ts`, spec section 8), and is logged.
 * True once the shopper's state is known. Never throws.
 */
async function loadShopper(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<boolean> {
  // What the server already drew stays on screen until the answer replaces it.
  const preloaded = store.get(preloadedPartsAtom);
  if (!preloaded?.auth) store.set(sessionCheckStartedAtom, true);
  if (!preloaded?.trolley) store.set(trolleyLoadStartedAtom);
  if (!preloaded?.slot) store.set(slotLoadStartedAtom);
  const started = callStarted();
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
    if (signal.aborted) return false;
    const failure = headerStateFailure(config.props.services.api, started, error);
    config.logger.error(
      "Error loading the shopper's header state; the cookies' sign-in is kept, the rest falls back to the spec's defaults",
      failure,
    );
    // The services could not say who is signed in, so nothing about the session has changed: no cookie is settled.
    applyShopperFallback(store, { hasTokenSession: readCookie(TOKEN_SESSION_COOKIE) === 'true' }, failure.message);
    return false;
  }
  settleShopperCookies(store, config);
  return true;
}
