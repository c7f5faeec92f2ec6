import type { KyInstance } from 'ky';
import { summariseTrolley } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import type { Logger } from '../lib/logger.ts';
import { getTrolley } from './api/get-trolley.ts';
import { ServiceCallError } from '../lib/call-json.ts';
import {
  customerOrderIdAtom,
  trolleyAnsweredAtom,
  trolleyLoadStartedAtom,
  trolleyNotNeededAtom,
  type TrolleyState,
} from './shopping-state.ts';
import { sessionClientFor, type Store } from './session-client.ts';
import { authStateAtom } from './auth-state.ts';

type TrolleyRequest = {
  readonly graphBase: string;
  readonly customerOrderId: string;
  readonly signal: AbortSignal;
  readonly logger: Logger;
};

/**
 * The trolley, settled: loaded, or the error state (cost text "Trolley";
 * 400 and 404 are not logged, spec section 8). Throws only when aborted.
 * The browser's: the server reads the summary alone (`GET /v1/header-state`).
 */
export async function fetchTrolleyState(
  api: KyInstance,
  { graphBase, customerOrderId, signal, logger }: TrolleyRequest,
): Promise<Extract<TrolleyState, { status: 'loaded' | 'error' }>> {
  try {
    const { result, containsEntertainingLines } = await getTrolley(api, { graphBase, customerOrderId, signal });
    return {
      status: 'loaded',
      summary: summariseTrolley(result, containsEntertainingLines),
      lines: result.trolley?.trolleyItems ?? [],
      updating: false,
    };
  } catch (error) {
    if (signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const status = error instanceof ServiceCallError ? error.status : 0;
    if (status !== 400 && status !== 404) logger.error(`Failed to fetch Trolley: ${message}`, { status });
    return { status: 'error', message };
  }
}

/**
 * Loads (or refreshes) the trolley once an order id and a token exist (spec
 * section 4). A refresh keeps the totals on screen until the new ones arrive.
 */
export async function loadTrolley(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  const customerOrderId = store.get(customerOrderIdAtom);
  if (customerOrderId === '' || !store.get(authStateAtom).isLoggedIn) {
    store.set(trolleyNotNeededAtom);
    return;
  }
  store.set(trolleyLoadStartedAtom);
  try {
    const graphBase = config.props.services.graph ?? config.props.services.api;
    const api = sessionClientFor(config, store);
    store.set(
      trolleyAnsweredAtom,
      await fetchTrolleyState(api, { graphBase, customerOrderId, signal, logger: config.logger }),
    );
  } catch {
    // Aborted: a newer refresh or the unmount decides what shows.
  }
}
