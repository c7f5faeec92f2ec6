/**
 * What the header loads after its first paint (a separate chunk, with ky):
 * the session, then the shopping context, then the trolley and the slot.
 * Pages tell it about trolley changes with the host events.
 */
import { EMPTY_SHOPPING_CONTEXT, HOST_EVENT_NAMES, HostEventSchemas } from '@grocer/shared-contracts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { getShoppingContext } from './api/get-shopping-context.ts';
import { loadSession } from './load-session.ts';
import { loadSlot } from './load-slot.ts';
import { loadTrolley } from './load-trolley.ts';
import { sessionClientFor, type Store } from './session-client.ts';
import { setShoppingContextAtom, setTrolleyUpdatingAtom } from './shopping-state.ts';

export { loadSlot } from './load-slot.ts';
export { loadTrolley } from './load-trolley.ts';
export { sessionClientFor } from './session-client.ts';

async function loadShoppingContext(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  store.set(setShoppingContextAtom, { status: 'loading' });
  try {
    const context = await getShoppingContext(sessionClientFor(config, store), signal);
    store.set(setShoppingContextAtom, { status: 'loaded', context });
  } catch (error) {
    if (signal.aborted) return;
    config.logger.error('Error loading the shopping context; using empty defaults', {
      message: error instanceof Error ? error.message : String(error),
    });
    store.set(setShoppingContextAtom, { status: 'loaded', context: EMPTY_SHOPPING_CONTEXT });
  }
}

/** Starts one header's shopping state; the returned function stops it (unmount). */
export function startShoppingState(store: Store, config: HeaderConfig): () => void {
  const controller = new AbortController();
  const { signal } = controller;

  const ready = (async () => {
    const auth = await loadSession(store, config, signal);
    // Trolley, slot and shopping context load only for a signed-in customer (spec section 6).
    if (!auth.isLoggedIn) return;
    await loadShoppingContext(store, config, signal);
    await Promise.all([loadTrolley(store, config, signal), loadSlot(store, config, signal)]);
  })().catch((error: unknown) => {
    if (!signal.aborted) config.logger.error('Error loading the shopping state', { message: String(error) });
  });

  let refresh: AbortController | undefined;
  const onHostEvent = (event: Event) => {
    const name = event.type as (typeof HOST_EVENT_NAMES)[number];
    const detail = HostEventSchemas[name].safeParse((event as CustomEvent<unknown>).detail ?? {});
    if (!detail.success) {
      config.logger.warn(`Ignored a malformed ${name} event`, { detail: String((event as CustomEvent).detail) });
      return;
    }
    if (name === 'started_trolley_update') {
      store.set(setTrolleyUpdatingAtom, true);
      return;
    }
    // A newer update replaces an older refresh still on its way.
    refresh?.abort();
    refresh = new AbortController();
    const both = AbortSignal.any([signal, refresh.signal]);
    void ready.then(() => loadTrolley(store, config, both));
  };
  for (const name of HOST_EVENT_NAMES) window.addEventListener(name, onHostEvent);

  return () => {
    controller.abort();
    refresh?.abort();
    for (const name of HOST_EVENT_NAMES) window.removeEventListener(name, onHostEvent);
  };
}
