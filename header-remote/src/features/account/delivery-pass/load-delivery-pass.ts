import type { HeaderConfig } from '../../../lib/header-config.tsx';
import { authStateAtom } from '../../../shopping/auth-state.ts';
import { sessionClientFor, type Store } from '../../../shopping/session-client.ts';
import { getDeliveryPassStatus } from './api/get-delivery-pass-status.ts';
import { deliveryPassStatusLoadedAtom, deliveryPassStatusUnknownAtom } from '../../../shopping/delivery-pass-state.ts';

/**
 * Loads the logged-in shopper's delivery pass status into the header's store
 * (spec sections 4 and 8). A failure is logged and the status stays UNKNOWN.
 * Loaded with `import()`: ky stays out of the closed header's critical JavaScript.
 */
export async function loadDeliveryPass(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<void> {
  const auth = store.get(authStateAtom);
  if (!auth.isLoggedIn || !auth.customerId) {
    store.set(deliveryPassStatusUnknownAtom);
    return;
  }
  try {
    const status = await getDeliveryPassStatus(sessionClientFor(config, store), {
      baseUrl: config.props.services.deliveryPass ?? config.props.services.api,
      customerId: auth.customerId,
      signal,
    });
    if (!signal.aborted) store.set(deliveryPassStatusLoadedAtom, { status, customerId: auth.customerId });
  } catch (error) {
    if (signal.aborted) return;
    config.logger.error('Error loading delivery pass status', {
      message: error instanceof Error ? error.message : String(error),
    });
    store.set(deliveryPassStatusUnknownAtom);
  }
}
