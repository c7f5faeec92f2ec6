import { ORDER_REQUEST_TIMEOUT_MS, Order, OrdersResponse, type OrderSummary } from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';
import type { SignedInCall as Call } from './service-call.ts';

/** GET /v1/orders: the shopper's placed orders, newest first. */
export async function listOrders({ servicesUrl, token, signal }: Call): Promise<readonly OrderSummary[]> {
  return (await callService(OrdersResponse, { servicesUrl, path: '/v1/orders', token, signal })).orders;
}

/**
 * GET /v1/orders/{customerOrderId}: one of them, with lines, slots and totals (404 when not the
 * shopper's). Like every order request it gives up after 45 seconds (spec section 9), or sooner
 * when the caller's signal aborts.
 */
export function getOrder(
  { servicesUrl, token, signal, timeoutMs = ORDER_REQUEST_TIMEOUT_MS }: Call & { readonly timeoutMs?: number },
  customerOrderId: string,
): Promise<Order> {
  const path = `/v1/orders/${encodeURIComponent(customerOrderId)}`;
  const timeout = AbortSignal.timeout(timeoutMs);
  return callService(Order, {
    servicesUrl,
    path,
    token,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}
