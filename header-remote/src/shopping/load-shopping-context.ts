import type { KyInstance } from 'ky';
import { EMPTY_SHOPPING_CONTEXT, type ShoppingContext } from '@grocer/shared-contracts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import type { Logger } from '../lib/logger.ts';
import { getShoppingContext } from './api/get-shopping-context.ts';
import { sessionClientFor, type Store } from './session-client.ts';
import { shoppingContextLoadedAtom, shoppingContextLoadStartedAtom } from './shopping-state.ts';

/**
 * The shopping context, or its empty defaults when it cannot load (spec
 * section 8). Throws only when aborted. Shared by the browser's loader and the server's.
 */
export async function fetchShoppingContext(
  api: KyInstance,
  signal: AbortSignal,
  logger: Logger,
): Promise<ShoppingContext> {
  try {
    return await getShoppingContext(api, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    logger.error('Error loading the shopping context; using empty defaults', {
      message: error instanceof Error ? error.message : String(error),
    });
    return EMPTY_SHOPPING_CONTEXT;
  }
}

export async function loadShoppingContext(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  store.set(shoppingContextLoadStartedAtom);
  try {
    const context = await fetchShoppingContext(sessionClientFor(config, store), signal, config.logger);
    store.set(shoppingContextLoadedAtom, context);
  } catch {
    // Aborted: unmounted.
  }
}
