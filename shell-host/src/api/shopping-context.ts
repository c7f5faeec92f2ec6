import { ShoppingContext } from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';
import type { SignedInCall } from './service-call.ts';

/** GET /v1/shopping-context: the shopper's open order ('' when there is none) and branch. */
export function getShoppingContext({ servicesUrl, token, signal }: SignedInCall): Promise<ShoppingContext> {
  return callService(ShoppingContext, { servicesUrl, path: '/v1/shopping-context', token, signal });
}
