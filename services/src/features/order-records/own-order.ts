import type { OrderState } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';

export type OrderRow = {
  readonly customerOrderId: string;
  readonly customerId: string;
  readonly state: OrderState;
  readonly placedAt: Date | null;
  readonly amendStartedAt: Date | null;
  readonly preparationStartedAt: Date | null;
  readonly authorisedAmountPence: number | null;
};

type Row = {
  customer_order_id: string;
  customer_id: string;
  state: OrderState;
  placed_at: Date | null;
  amend_started_at: Date | null;
  preparation_started_at: Date | null;
  authorised_amount_pence: number | null;
};

const toOrderRow = (row: Row): OrderRow => ({
  customerOrderId: row.customer_order_id,
  customerId: row.customer_id,
  state: row.state,
  placedAt: row.placed_at && new Date(row.placed_at),
  amendStartedAt: row.amend_started_at && new Date(row.amend_started_at),
  preparationStartedAt: row.preparation_started_at && new Date(row.preparation_started_at),
  authorisedAmountPence: row.authorised_amount_pence === null ? null : Number(row.authorised_amount_pence),
});

const COLUMNS =
  'customer_order_id, customer_id, state, placed_at, amend_started_at, preparation_started_at, authorised_amount_pence';

/** An order id as the header sends it; anything else cannot be one of ours. */
const ORDER_ID = /^[A-Za-z0-9-]{1,40}$/;

export const isOrderId = (customerOrderId: string): boolean => ORDER_ID.test(customerOrderId);

/** Whoever's order it is (for internal callers: seeds, the branch). */
export async function findOrder(
  db: Queryable,
  customerOrderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  if (!isOrderId(customerOrderId)) return undefined;
  const [row] = await db.query<Row>(
    `select ${COLUMNS} from orders where customer_order_id = $1${options.lock ? ' for update' : ''}`,
    [customerOrderId],
  );
  return row && toOrderRow(row);
}

/**
 * The customer's own order, or a 404 that reads the same whether the order
 * does not exist or belongs to someone else, so ids cannot be probed.
 * `lock` takes the row lock every change to an order starts with.
 */
export async function findOwnOrder(
  db: Queryable,
  customerId: string,
  customerOrderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const order = await findOrder(db, customerOrderId, options);
  if (!order || order.customerId !== customerId) throw orderNotFound(customerOrderId);
  return order;
}

export const orderNotFound = (customerOrderId: string) =>
  notFound(`No order ${customerOrderId.slice(0, 40)} was found for you.`, 'not_found');
