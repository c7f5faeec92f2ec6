import type { OrderState } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';

/**
 * The caller's order, locked for the rest of the transaction so changes to
 * one order's reservations happen one at a time. Someone else's order is
 * "not found", exactly like one that does not exist.
 */
export async function lockOwnOrder(
  tx: Queryable,
  customerId: string,
  customerOrderId: string,
): Promise<{ state: OrderState; preparationStarted: boolean }> {
  const [order] = await tx.query<{ state: OrderState; preparation_started: boolean }>(
    `select state, preparation_started_at is not null as preparation_started
       from orders where customer_order_id = $1 and customer_id = $2 for update`,
    [customerOrderId, customerId],
  );
  if (!order) throw notFound(`No order ${customerOrderId} for this customer.`);
  return { state: order.state, preparationStarted: order.preparation_started };
}
