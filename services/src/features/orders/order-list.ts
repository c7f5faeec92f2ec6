import type { OrderSummary } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { orderView } from './order-view.ts';
import { findOwnOrder } from '../order-records/own-order.ts';

/** A "My orders" page shows recent orders; older ones are beyond what this list serves. */
export const ORDER_LIST_LIMIT = 50;

/**
 * GET /v1/orders: the customer's orders, newest first (by when they were
 * placed, or created for orders seeded without a placing time).
 *
 * Every order the shopper has placed is listed, whatever became of it since.
 * Left out: the open PENDING trolley (never placed, it is the trolley, not an
 * order yet) and CANCELLED orders that were never placed (a PENDING trolley
 * merged into an amend is cancelled that way).
 */
export async function listOrders(db: Queryable, customerId: string, now: Date): Promise<OrderSummary[]> {
  const rows = await db.query<{ customer_order_id: string }>(
    `select customer_order_id from orders
     where customer_id = $1
       and state <> 'PENDING'
       and not (state = 'CANCELLED' and placed_at is null)
     order by coalesce(placed_at, created_at) desc, customer_order_id desc
     limit ${ORDER_LIST_LIMIT}`,
    [customerId],
  );
  const summaries: OrderSummary[] = [];
  // One order at a time: PGlite serves one query at once anyway, and a pool would gain little for 50 rows.
  for (const { customer_order_id: customerOrderId } of rows) {
    summaries.push(await orderSummaryOf(db, customerId, customerOrderId, now));
  }
  return summaries;
}

/** Read through the order view, so the list and GET /v1/orders/{id} always agree. */
async function orderSummaryOf(
  db: Queryable,
  customerId: string,
  customerOrderId: string,
  now: Date,
): Promise<OrderSummary> {
  const view = await orderView(db, await findOwnOrder(db, customerId, customerOrderId), now);
  const slot = view.slots[0];
  return {
    customerOrderId: view.customerOrderId,
    state: view.state,
    placedAt: view.placedAt,
    slot: slot ? { slotType: slot.slotType, startDateTime: slot.startDateTime, endDateTime: slot.endDateTime } : null,
    total: view.totals.estimated.total,
    amendable: view.amendable,
  };
}
