import type { KyInstance } from 'ky';
import * as z from '@grocer/shared-contracts/zod';
import { Order, ORDER_REQUEST_TIMEOUT_MS, type PlaceOrderRequest } from '@grocer/shared-contracts/domain';
import { PlaceFailed, placeFailureFrom } from '../place-failure.ts';

const INSTANT_CHECKOUT: PlaceOrderRequest = { event: 'PLACE', orderOptions: { instantCheckout: true } };

/**
 * PATCH v1/orders/{customerOrderId}/place with instant checkout (spec section
 * 7), waiting up to 45 s (section 9). Answers the placed order, or throws
 * PlaceFailed with the catalogue key of the refusal, timeout or odd answer.
 */
export async function placeInstantCheckoutOrder(api: KyInstance, customerOrderId: string): Promise<Order> {
  const path = `v1/orders/${encodeURIComponent(customerOrderId)}/place`;
  let json: unknown;
  try {
    json = await api
      .patch(path, { json: INSTANT_CHECKOUT, timeout: ORDER_REQUEST_TIMEOUT_MS, context: { service: 'place-order' } })
      .json();
  } catch (error) {
    throw new PlaceFailed(placeFailureFrom(error), error instanceof Error ? error.message : String(error));
  }
  const order = Order.safeParse(json);
  if (!order.success) {
    throw new PlaceFailed(
      { key: 'UNKNOWN_ERROR', status: 200 },
      `Unexpected answer from ${path}: ${z.prettifyError(order.error)}`,
    );
  }
  return order.data;
}
