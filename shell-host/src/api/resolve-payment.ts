import { ORDER_REQUEST_TIMEOUT_MS, Order } from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';
import type { SignedInCall } from './service-call.ts';

/**
 * POST /v1/orders/{customerOrderId}/resolve-payment: pays again for an order whose payment
 * failed; the order goes back to PLACED. 409 `payment_not_failed` when there is nothing to pay.
 * Gives up after 45 seconds, like every order request (spec section 9).
 */
export function resolvePayment({ servicesUrl, token }: SignedInCall, customerOrderId: string): Promise<Order> {
  return callService(Order, {
    servicesUrl,
    path: `/v1/orders/${encodeURIComponent(customerOrderId)}/resolve-payment`,
    method: 'POST',
    token,
    signal: AbortSignal.timeout(ORDER_REQUEST_TIMEOUT_MS),
  });
}
