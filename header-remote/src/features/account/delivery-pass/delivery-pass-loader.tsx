import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useHeaderConfig } from '../../../lib/header-config.tsx';
import { authStateAtom } from '../../../shopping/auth-state.ts';
import { deliveryPassCustomerAtom, deliveryPassStatusUnknownAtom } from '../../../shopping/delivery-pass-state.ts';

/**
 * Fetches the delivery pass status once the shopper is logged in (spec
 * section 6: only then), again for another shopper, and forgets it on sign-out.
 * A status the server loaded for this shopper is not asked for again.
 */
export function DeliveryPassLoader() {
  const store = useStore();
  const config = useHeaderConfig();
  const { isLoggedIn, customerId } = useAtomValue(authStateAtom);

  useEffect(() => {
    if (!isLoggedIn || !customerId) {
      store.set(deliveryPassStatusUnknownAtom);
      return;
    }
    if (store.get(deliveryPassCustomerAtom) === customerId) return;
    const controller = new AbortController();
    import(/* webpackChunkName: "delivery-pass" */ './load-delivery-pass.ts')
      .then(({ loadDeliveryPass }) => loadDeliveryPass(store, config, controller.signal))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          config.logger.error('Error loading delivery pass status', { error: String(error) });
      });
    return () => controller.abort();
  }, [store, config, isLoggedIn, customerId]);

  return null;
}
