/**
 * The header's shopping calls with ky, a chunk of their own: the trolley's and the slot's reloads,
 * the trolley's lines, and the shopper's API client. Loaded by the first that is needed (a page's
 * trolley event, a cancelled slot, instant checkout, the personalisation report), never to start
 * the header.
 */
import type { ShoppingContext, TrolleyItem } from '@grocer/shared-contracts/domain';
import { createStore } from 'jotai';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { sessionCheckedAtom, type AuthState } from './auth-state.ts';
import { loadTrolley } from './load-trolley.ts';
import { shoppingStateRestoredAtom, trolleyStateAtom } from './shopping-state.ts';

export { loadSlot } from './load-slot.ts';
export { loadTrolley } from './load-trolley.ts';
export { sessionClientFor } from './session-client.ts';

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
