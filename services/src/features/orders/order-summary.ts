import type { OrderState } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { isOrderId, orderNotFound } from '../order-records/own-order.ts';

/**
 * The order fields the trolley query reads next to the trolley (spec section 7): the customer's
 * own order (the same 404 as findOwnOrder otherwise), read with whether it holds entertaining
 * lines in one statement, as every header asks on every page (decision 019).
 */
export async function orderSummary(db: Queryable, customerId: string, customerOrderId: string) {
  const [row] = isOrderId(customerOrderId)
    ? await db.query<{ customer_id: string; state: OrderState; entertaining: boolean }>(
        `select o.customer_id, o.state, exists (
           select 1 from trolley_items t join products p on p.id = t.product_id
           where t.customer_order_id = o.customer_order_id and p.service_type = 'ENTERTAINING_PLACED_AT_HOME'
         ) as entertaining
         from orders o where o.customer_order_id = $1`,
        [customerOrderId],
      )
    : [];
  if (!row || row.customer_id !== customerId) throw orderNotFound(customerOrderId);
  return { customerOrderId, state: row.state, containsEntertainingLines: row.entertaining };
}
