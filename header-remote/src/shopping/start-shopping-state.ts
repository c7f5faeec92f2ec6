/**
 * What the header loads after its first paint (a separate chunk, with ky;
 * start-shopping.ts decides whether it is needed):
 * the session, then the shopping context, then the trolley and the slot,
 * except what the server already loaded into the store (a hydrated header).
 * Pages tell it about trolley changes with the host events.
 */
import type { ShoppingContext, TrolleyItem } from '@grocer/shared-contracts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createStore } from 'jotai';
import { authStateAtom, sessionCheckedAtom, type AuthState } from './auth-state.ts';
import { listenToHostTrolleyEvents } from './host-trolley-events.ts';
import { preloadedPartsAtom } from './initial-state.ts';
import { loadSession } from './load-session.ts';
import { loadShoppingContext } from './load-shopping-context.ts';
import { loadSlot } from './load-slot.ts';
import { loadTrolley } from './load-trolley.ts';
import type { Store } from './session-client.ts';
import { settleSession } from './settle-session.ts';
import { settleSlotCookie } from './settle-slot-cookie.ts';
import { shoppingStateRestoredAtom, slotStateAtom, trolleyStateAtom } from './shopping-state.ts';

export { loadSlot } from './load-slot.ts';
export { loadTrolley } from './load-trolley.ts';
export { sessionClientFor } from './session-client.ts';

/** Starts one header's shopping state; the returned function stops it (unmount). */
export function startShoppingState(store: Store, config: HeaderConfig): () => void {
  const controller = new AbortController();
  const { signal } = controller;

  // What the server loaded is not loaded again (hydration): only the rest, and never a flash to "loading".
  const preloaded = store.get(preloadedPartsAtom);
  const ready = (async () => {
    let auth = store.get(authStateAtom);
    if (preloaded?.auth) settleSession(auth, config);
    else auth = await loadSession(store, config, signal);
    // Trolley, slot and shopping context load only for a signed-in customer (spec section 6).
    if (!auth.isLoggedIn) return;
    if (!preloaded?.context) await loadShoppingContext(store, config, signal);
    if (preloaded?.slot) settleSlotCookie(store.get(slotStateAtom));
    await Promise.all([
      preloaded?.trolley ? undefined : loadTrolley(store, config, signal),
      preloaded?.slot ? undefined : loadSlot(store, config, signal),
    ]);
  })().catch((error: unknown) => {
    if (!signal.aborted) config.logger.error('Error loading the shopping state', { message: String(error) });
  });

  const stopListening = listenToHostTrolleyEvents(store, config, (refresh) =>
    ready.then(() => loadTrolley(store, config, AbortSignal.any([signal, refresh]))),
  );

  return () => {
    controller.abort();
    stopListening();
  };
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
