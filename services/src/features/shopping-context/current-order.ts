import type { OrderState } from '@grocer/shared-contracts/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';

/** States in which an order is still the shopper's trolley (being built, or being amended). */
export const OPEN_ORDER_STATES = ['PENDING', 'AMENDING'] as const satisfies readonly OrderState[];

export type CurrentOrder = {
  readonly customerId: string;
  readonly customerOrderId: string;
  readonly customerOrderState: OrderState;
  readonly defaultBranchId: string | null;
};

type CustomerAndOpenOrder = {
  default_branch_id: string | null;
  customer_order_id: string | null;
  state: OrderState | null;
};

/**
 * The newest open order of the customer `c` of the enclosing statement, for a lateral join: its
 * id, state and when the branch started preparing it. The states are written out, not a
 * parameter, so even a prepared statement's generic plan can use the partial index
 * `orders_open_by_customer` (migration 009), whose first entry it is.
 */
export const NEWEST_OPEN_ORDER = `select customer_order_id, state, preparation_started_at from orders
  where customer_id = c.id and state in (${OPEN_ORDER_STATES.map((state) => `'${state}'`).join(', ')})
  order by created_at desc, customer_order_id desc
  limit 1`;

/** The customer and their newest open order, in one statement. */
async function readCustomerAndOpenOrder(db: Queryable, customerId: string): Promise<CustomerAndOpenOrder | undefined> {
  const [row] = await db.query<CustomerAndOpenOrder>(
    `select c.default_branch_id, o.customer_order_id, o.state
     from customers c left join lateral (${NEWEST_OPEN_ORDER}) o on true
     where c.id = $1`,
    [customerId],
  );
  return row;
}

function toCurrentOrder(customerId: string, row: CustomerAndOpenOrder, orderId: string, state: OrderState) {
  return { customerId, customerOrderId: orderId, customerOrderState: state, defaultBranchId: row.default_branch_id };
}

/**
 * The customer's newest open order, creating a PENDING one when they have
 * none, so a shopper always has a trolley. Every header asks on every page, and
 * nearly always the order exists: that is one read, with no transaction and no
 * lock (decision 019). Only a customer without an open order takes the customer
 * row's lock, reads again, and creates one, so two first requests at once
 * cannot create two orders.
 */
export async function currentOrder(db: Database, customerId: string): Promise<CurrentOrder> {
  const found = await readCustomerAndOpenOrder(db, customerId);
  if (!found) throw notFound(`No customer with id ${customerId}.`, 'customer_not_found');
  if (found.customer_order_id !== null && found.state !== null) {
    return toCurrentOrder(customerId, found, found.customer_order_id, found.state);
  }
  return db.transaction(async (tx) => {
    // The lock first, then a read of its own: a statement's snapshot is taken before it waits for
    // a lock, so one that locked and read at once would miss the order the lock's holder made.
    await tx.query('select 1 from customers where id = $1 for update', [customerId]);
    const customer = await readCustomerAndOpenOrder(tx, customerId);
    if (!customer) throw notFound(`No customer with id ${customerId}.`, 'customer_not_found');
    if (customer.customer_order_id !== null && customer.state !== null) {
      return toCurrentOrder(customerId, customer, customer.customer_order_id, customer.state);
    }
    // With the header's summary of its empty trolley (migration 013), so its first header is not stale.
    const [created] = await tx.query<{ customer_order_id: string; state: OrderState }>(
      `with created as (
         insert into orders (customer_order_id, customer_id, state)
         values (nextval('customer_order_number')::text, $1, 'PENDING')
         returning customer_order_id, state
       ), summary as (
         insert into trolley_summaries (customer_order_id, item_count, item_total_pence, hard_conflicts,
           contains_entertaining_lines, catalogue_version, updated_at)
         select customer_order_id, 0, 0, 0, false, (select version from catalogue_version), now() from created
       )
       select customer_order_id, state from created`,
      [customerId],
    );
    if (!created) throw new Error(`Could not create an order for customer ${customerId}`);
    return toCurrentOrder(customerId, customer, created.customer_order_id, created.state);
  });
}
