import { Order, OrdersResponse, type OrderSummary } from '@grocer/shared-contracts';
import { callService } from './api-client.ts';
import type { SignedInCall as Call } from './service-call.ts';

/** GET /v1/orders: the shopper's placed orders, newest first. */
export async function listOrders({ servicesUrl, token, signal }: Call): Promise<readonly OrderSummary[]> {
  return (await callService(OrdersResponse, { servicesUrl, path: '/v1/orders', token, signal })).orders;
}

/** GET /v1/orders/{customerOrderId}: one of them, with lines, slots and totals (404 when not the shopper's). */
export function getOrder({ servicesUrl, token, signal }: Call, customerOrderId: string): Promise<Order> {
  const path = `/v1/orders/${encodeURIComponent(customerOrderId)}`;
  return callService(Order, { servicesUrl, path, token, signal });
}
