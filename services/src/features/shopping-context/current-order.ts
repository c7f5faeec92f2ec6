import type { OrderState } from '@grocer/shared-contracts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';

/** States in which an order is still the shopper's trolley (being built, or being amended). */
export const OPEN_ORDER_STATES = ['PENDING', 'AMENDING'] as const satisfies readonly OrderState[];

export type CurrentOrder = {
  readonly customerId: string;
  readonly customerOrderId: string;
  readonly customerOrderState: OrderState;
  readonly defaultBranchId: string | null;
};

/**
 * The customer's newest open order, creating a PENDING one when they have
 * none, so a shopper always has a trolley. The customer row is locked so two
 * first requests at once cannot create two orders.
 */
export async function currentOrder(db: Database, customerId: string): Promise<CurrentOrder> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.query<{ default_branch_id: string | null }>(
      'select default_branch_id from customers where id = $1 for update',
      [customerId],
    );
    if (!customer) throw notFound(`No customer with id ${customerId}.`, 'customer_not_found');

    const [open] = await tx.query<{ customer_order_id: string; state: OrderState }>(
      `select customer_order_id, state from orders
       where customer_id = $1 and state = any($2::text[])
       order by created_at desc, customer_order_id desc
       limit 1`,
      [customerId, OPEN_ORDER_STATES],
    );
    const order =
      open ??
      (
        await tx.query<{ customer_order_id: string; state: OrderState }>(
          `insert into orders (customer_order_id, customer_id, state)
           values (nextval('customer_order_number')::text, $1, 'PENDING')
           returning customer_order_id, state`,
          [customerId],
        )
      )[0];
    if (!order) throw new Error(`Could not create an order for customer ${customerId}`);
    return {
      customerId,
      customerOrderId: order.customer_order_id,
      customerOrderState: order.state,
      defaultBranchId: customer.default_branch_id,
    };
  });
}
