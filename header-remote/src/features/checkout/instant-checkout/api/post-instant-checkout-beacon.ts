import type { KyInstance } from 'ky';
import type { InstantCheckoutBeacon } from '@grocer/shared-contracts/domain';

export const BEACON_PATH = 'mfe/common/api/v1/instantCheckoutTransactionComplete';

/**
 * POST /mfe/common/api/v1/instantCheckoutTransactionComplete (spec section 7).
 * The route needs the shopper's bearer, which `navigator.sendBeacon` cannot
 * send, so this is a `keepalive` fetch: it may outlive the page when the
 * shopper is taken to the order confirmation (see README.md).
 */
export async function postInstantCheckoutBeacon(api: KyInstance, beacon: InstantCheckoutBeacon): Promise<void> {
  await api.post(BEACON_PATH, { json: beacon, keepalive: true, context: { service: 'instant-checkout-beacon' } });
}
