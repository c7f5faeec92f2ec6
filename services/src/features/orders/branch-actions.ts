import type { Database } from '../../db/database.ts';
import { BRANCH_ACTOR, recordOrderEvent } from '../order-records/order-events.ts';
import { canTransition, ORDER_TRANSITIONS } from '../order-records/order-states.ts';
import { findOrder } from '../order-records/own-order.ts';
import { refreshTrolleySummary } from '../trolley/trolley-summary-store.ts';

/**
 * What a branch does to orders. Internal only (seeds, tests, a future branch
 * system): no public route reaches these, because no shopper may move an
 * order along.
 */

const EVENT_NAMES = { pick: 'PICKED', dispatch: 'DISPATCHED', complete: 'COMPLETED' } as const;
export type BranchEvent = keyof typeof EVENT_NAMES;

/** PLACED → PICKED → FULFIL → COMPLETED, one step; throws when the order is not in the step's starting state. */
export async function advanceOrder(
  db: Database,
  customerOrderId: string,
  event: BranchEvent,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, customerOrderId, { lock: true });
    if (!order) throw new Error(`No order ${customerOrderId}`);
    if (!canTransition(event, order.state)) throw new Error(`Cannot ${event} an order that is ${order.state}`);
    const to = ORDER_TRANSITIONS[event].to;
    await tx.query('update orders set state = $2, updated_at = $3 where customer_order_id = $1', [
      customerOrderId,
      to,
      now,
    ]);
    await recordOrderEvent(tx, {
      customerOrderId,
      event: EVENT_NAMES[event],
      actorId: BRANCH_ACTOR,
      fromState: order.state,
      toState: to,
      at: now,
    });
  });
}

/** The branch starts preparing items ahead (entertaining dishes): from now the slot is fixed. */
export async function startPreparing(db: Database, customerOrderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx.query(
      `update orders set preparation_started_at = coalesce(preparation_started_at, $2), updated_at = $2
       where customer_order_id = $1 and state in ('PLACED', 'AMENDING') returning 1`,
      [customerOrderId, now],
    );
    if (updated.length === 0) throw new Error(`Order ${customerOrderId} is not PLACED or AMENDING`);
    await recordOrderEvent(tx, { customerOrderId, event: 'PREPARATION_STARTED', actorId: BRANCH_ACTOR, at: now });
  });
}

/**
 * The branch substitutes a line's product (or, without a substitute, removes
 * the line) because it cannot supply it; instant checkout then refuses (137).
 */
export async function branchAdjustLine(
  db: Database,
  customerOrderId: string,
  productId: string,
  substituteProductId: string | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, customerOrderId, { lock: true });
    if (substituteProductId === undefined) {
      await tx.query('delete from trolley_items where customer_order_id = $1 and product_id = $2', [
        customerOrderId,
        productId,
      ]);
    } else {
      await tx.query(
        `update trolley_items set product_id = p.id, line_number = p.line_number, updated_at = $4
         from products p where p.id = $3 and trolley_items.customer_order_id = $1 and trolley_items.product_id = $2`,
        [customerOrderId, productId, substituteProductId, now],
      );
    }
    if (order) await refreshTrolleySummary(tx, customerOrderId, now);
    await recordOrderEvent(tx, {
      customerOrderId,
      event: substituteProductId === undefined ? 'LINE_REMOVED_BY_BRANCH' : 'LINE_SUBSTITUTED',
      actorId: BRANCH_ACTOR,
      detail: { productId, substituteProductId: substituteProductId ?? null },
      at: now,
    });
  });
}

/** The branch withdraws a slot (a van off the road): holds on it can no longer be confirmed (044, 058). */
export async function withdrawSlot(db: Database, slotId: string, reason: string, now: Date): Promise<void> {
  await db.query(
    `insert into slot_withdrawals (slot_id, reason, withdrawn_at) values ($1, $2, $3) on conflict (slot_id) do nothing`,
    [slotId, reason, now],
  );
}
