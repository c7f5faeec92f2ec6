import type { Queryable } from '../../db/database.ts';
import { findOwnOrder } from './own-order.ts';

/** The order fields the trolley query reads next to the trolley (spec section 7). */
export async function orderSummary(db: Queryable, customerId: string, customerOrderId: string) {
  const order = await findOwnOrder(db, customerId, customerOrderId);
  const [row] = await db.query<{ entertaining: boolean }>(
    `select exists (
       select 1 from trolley_items t join products p on p.id = t.product_id
       where t.customer_order_id = $1 and p.service_type = 'ENTERTAINING_PLACED_AT_HOME'
     ) as entertaining`,
    [customerOrderId],
  );
  return {
    customerOrderId: order.customerOrderId,
    state: order.state,
    containsEntertainingLines: row?.entertaining ?? false,
  };
}
