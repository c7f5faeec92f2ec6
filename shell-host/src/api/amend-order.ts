import { Order } from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';
import type { SignedInCall } from './service-call.ts';

/**
 * POST /v1/orders/{customerOrderId}/amend: a PLACED order becomes AMENDING and
 * the shopper's trolley is that order again (409 `order_not_amendable` once
 * it is past its cut-off or being prepared).
 */
export function amendOrder({ servicesUrl, token }: SignedInCall, customerOrderId: string): Promise<Order> {
  const path = `/v1/orders/${encodeURIComponent(customerOrderId)}/amend`;
  return callService(Order, { servicesUrl, path, method: 'POST', token });
}
