import type { Order } from '@grocer/shared-contracts/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { ServiceHttpError } from '../../http/errors.ts';
import { evaluateTrolley } from '../trolley/evaluate-trolley.ts';
import { loadOrderReservations } from '../trolley/order-slot.ts';
import { writeEvaluatedSummary } from '../trolley/trolley-summary-store.ts';
import { loadTrolleyLines } from '../trolley/trolley-lines.ts';
import { unitPricePence } from '../trolley/line-pricing.ts';
import { MAX_LINE_QUANTITY } from '../trolley/quantity-rules.ts';
import type { Shopper } from '../trolley/trolley-service.ts';
import { recordOrderEvent } from '../order-records/order-events.ts';
import { amendRefusal } from '../order-records/order-states.ts';
import { toOrderView } from './order-view.ts';
import { findOwnOrder } from '../order-records/own-order.ts';
import { releaseReservation } from '../fulfilment/reservation-rows.ts';
import { lockOrderSlots } from './slot-holds.ts';

/** A line as it was when amending began (amend_snapshots.lines). */
export type SnapshotLine = {
  productId: string;
  lineNumber: string;
  quantityAmount: number;
  quantityUom: string;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  reservedQuantity: number;
  pricePence: number;
};

/**
 * PLACED → AMENDING: refused (409 order_not_amendable) once the branch has
 * started on the order or after the slot's amend cut-off. Takes a snapshot of
 * the lines, their prices and the confirmed slot, so the amend can be
 * discarded (cancelAmendOrder) and instant checkout can see what changed.
 */
export async function startAmend(db: Database, shopper: Shopper, customerOrderId: string, now: Date): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, shopper.customerId, customerOrderId, { lock: true });
    const { confirmed } = await loadOrderReservations(tx, customerOrderId, now);
    const refusal = amendRefusal({
      state: order.state,
      preparationStarted: order.preparationStartedAt !== null,
      amendCutoff: confirmed ? new Date(confirmed.amendOrderCutoffDateTime) : undefined,
      now,
    });
    if (refusal) throw new ServiceHttpError(409, 'order_not_amendable', refusal);

    const lines: SnapshotLine[] = (await loadTrolleyLines(tx, customerOrderId)).map((line) => ({
      productId: line.productId,
      lineNumber: line.lineNumber,
      quantityAmount: line.quantity.amount,
      quantityUom: line.quantity.uom,
      noteToShopper: line.noteToShopper,
      personalisedMessage: line.personalisedMessage,
      reservedQuantity: line.reservedQuantity,
      pricePence: unitPricePence(line.product, line.quantity.uom),
    }));
    await tx.query('delete from amend_snapshots where customer_order_id = $1', [customerOrderId]);
    await tx.query(
      `insert into amend_snapshots (customer_order_id, taken_at, lines, confirmed_reservation_id, authorised_amount_pence)
       values ($1, $2, $3::text::jsonb, $4, $5)`,
      [customerOrderId, now, JSON.stringify(lines), confirmed?.id ?? null, order.authorisedAmountPence],
    );
    await tx.query(
      `update orders set state = 'AMENDING', amend_started_at = $2, updated_at = $2 where customer_order_id = $1`,
      [customerOrderId, now],
    );
    await recordOrderEvent(tx, {
      customerOrderId,
      event: 'AMEND_STARTED',
      actorId: shopper.actorId,
      fromState: 'PLACED',
      toState: 'AMENDING',
      at: now,
    });
    await foldPendingTrolleyInto(tx, order.customerId, customerOrderId, shopper.actorId, now);
    // The folded lines change the trolley: its summary is kept from the same evaluation as the answer.
    const evaluated = await evaluateTrolley(tx, customerOrderId, now);
    await writeEvaluatedSummary(tx, customerOrderId, evaluated, now);
    return toOrderView({ ...order, state: 'AMENDING', amendStartedAt: now }, evaluated, now);
  });
}

/**
 * The shopper's unplaced trolley joins the order being amended (its lines added,
 * same-product lines summed when in the same unit), and the unplaced order is
 * cancelled with its slot hold, so the shopper has one open order: the amend.
 */
async function foldPendingTrolleyInto(
  tx: Queryable,
  customerId: string,
  amendOrderId: string,
  actorId: string,
  now: Date,
): Promise<void> {
  const pending = await tx.query<{ customer_order_id: string }>(
    `select customer_order_id from orders where customer_id = $1 and state = 'PENDING' order by customer_order_id for update`,
    [customerId],
  );
  for (const { customer_order_id: pendingId } of pending) {
    await tx.query(
      `insert into trolley_items (customer_order_id, product_id, line_number, quantity_amount, quantity_uom,
         note_to_shopper, personalised_message, created_at, updated_at)
       select $2, product_id, line_number, quantity_amount, quantity_uom, note_to_shopper, personalised_message, $3, $3
       from trolley_items where customer_order_id = $1
       on conflict (customer_order_id, product_id) do update
         set quantity_amount = least(
           trolley_items.quantity_amount + excluded.quantity_amount,
           case excluded.quantity_uom when 'C62' then $4::numeric when 'KGM' then $5::numeric when 'GRM' then $6::numeric else $7::numeric end
         ), updated_at = $3
         where trolley_items.quantity_uom = excluded.quantity_uom`,
      [
        pendingId,
        amendOrderId,
        now,
        MAX_LINE_QUANTITY.C62,
        MAX_LINE_QUANTITY.KGM,
        MAX_LINE_QUANTITY.GRM,
        MAX_LINE_QUANTITY.LBR,
      ],
    );
    for (const reservation of await lockOrderSlots(tx, pendingId, now))
      await releaseReservation(tx, reservation.id, now);
    await tx.query(`update orders set state = 'CANCELLED', updated_at = $2 where customer_order_id = $1`, [
      pendingId,
      now,
    ]);
    await recordOrderEvent(tx, {
      customerOrderId: pendingId,
      event: 'MERGED_INTO_AMEND',
      actorId,
      fromState: 'PENDING',
      toState: 'CANCELLED',
      detail: { into: amendOrderId },
      at: now,
    });
  }
}
