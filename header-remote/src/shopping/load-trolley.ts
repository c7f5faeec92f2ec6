import type { HeaderConfig } from '../lib/header-config.tsx';
import { getTrolley } from './api/get-trolley.ts';
import { ShoppingCallError } from './api/call-json.ts';
import { customerOrderIdAtom, setTrolleyStateAtom, trolleyStateAtom } from './shopping-state.ts';
import { sessionClientFor, type Store } from './session-client.ts';
import { authStateAtom } from './auth-state.ts';

/**
 * Loads (or refreshes) the trolley once an order id and a token exist (spec
 * section 4). A refresh keeps the totals on screen until the new ones arrive.
 * Failure: the error state (cost text "Trolley"); 400 and 404 are not logged.
 */
export async function loadTrolley(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  const customerOrderId = store.get(customerOrderIdAtom);
  if (customerOrderId === '' || !store.get(authStateAtom).token) {
    store.set(setTrolleyStateAtom, { status: 'idle' });
    return;
  }
  if (store.get(trolleyStateAtom).status !== 'loaded') store.set(setTrolleyStateAtom, { status: 'loading' });
  try {
    const graphBase = config.props.services.graph ?? config.props.services.api;
    const loaded = await getTrolley(sessionClientFor(config, store), { graphBase, customerOrderId, signal });
    store.set(setTrolleyStateAtom, { status: 'loaded', ...loaded, updating: false });
  } catch (error) {
    if (signal.aborted) return;
    const message = error instanceof Error ? error.message : String(error);
    const status = error instanceof ShoppingCallError ? error.status : 0;
    if (status !== 400 && status !== 404) config.logger.error(`Failed to fetch Trolley: ${message}`, { status });
    store.set(setTrolleyStateAtom, { status: 'error', message });
  }
}
