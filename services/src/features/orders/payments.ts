import type { Order } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { ServiceHttpError } from '../../http/errors.ts';
import { recordOrderEvent } from '../order-records/order-events.ts';
import { canTransition } from '../order-records/order-states.ts';
import { findOrder, findOwnOrder } from '../order-records/own-order.ts';
import { evaluateTrolley } from '../trolley/evaluate-trolley.ts';
import type { Shopper } from '../trolley/trolley-service.ts';
import { toOrderView } from './order-view.ts';

/** Who declines a card: the payment provider, not a shopper or the branch. */
export const PAYMENT_ACTOR = 'payments';

/**
 * PLACED → PAYMENT_FAILED: the card payment for a placed order was declined.
 * Internal only (the demo seed, tests, a future payment provider's callback);
 * throws when the order is not PLACED.
 */
export async function failPayment(db: Database, customerOrderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, customerOrderId, { lock: true });
    if (!order) throw new Error(`No order ${customerOrderId}`);
    if (!canTransition('failPayment', order.state))
      throw new Error(`Cannot fail the payment of a ${order.state} order`);
    await tx.query(
      `update orders set state = 'PAYMENT_FAILED', authorised_amount_pence = null, updated_at = $2
       where customer_order_id = $1`,
      [customerOrderId, now],
    );
    await recordOrderEvent(tx, {
      customerOrderId,
      event: 'PAYMENT_FAILED',
      actorId: PAYMENT_ACTOR,
      fromState: 'PLACED',
      toState: 'PAYMENT_FAILED',
      at: now,
    });
  });
}

/**
 * PAYMENT_FAILED → PLACED (POST /v1/orders/{id}/resolve-payment): the shopper
 * pays again, with the card on their account, for the order's total as it
 * stands; it is authorised and the order goes ahead. Any other state is a 409
 * `payment_not_failed`, so a second press pays once.
 */
export async function resolvePayment(
  db: Database,
  shopper: Shopper,
  customerOrderId: string,
  now: Date,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, shopper.customerId, customerOrderId, { lock: true });
    if (!canTransition('resolvePayment', order.state)) {
      throw new ServiceHttpError(
        409,
        'payment_not_failed',
        `Order ${customerOrderId} has no failed payment to resolve.`,
      );
    }
    const evaluated = await evaluateTrolley(tx, customerOrderId, now);
    await tx.query(
      `update orders set state = 'PLACED', authorised_amount_pence = $2, updated_at = $3 where customer_order_id = $1`,
      [customerOrderId, evaluated.totals.totalPence, now],
    );
    await recordOrderEvent(tx, {
      customerOrderId,
      event: 'PAYMENT_RESOLVED',
      actorId: shopper.actorId,
      fromState: 'PAYMENT_FAILED',
      toState: 'PLACED',
      detail: { amountPence: evaluated.totals.totalPence },
      at: now,
    });
    return toOrderView(
      { ...order, state: 'PLACED', authorisedAmountPence: evaluated.totals.totalPence },
      evaluated,
      now,
    );
  });
}
