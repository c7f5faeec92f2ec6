import type { Order, OrderSlot, PlaceOrderError } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { ServiceHttpError } from '../../http/errors.ts';
import { confirmReservation } from '../fulfilment/confirm-reservation.ts';
import { evaluateTrolley } from '../trolley/evaluate-trolley.ts';
import { writeEvaluatedSummary } from '../trolley/trolley-summary-store.ts';
import type { Shopper } from '../trolley/trolley-service.ts';
import { recordOrderEvent } from '../order-records/order-events.ts';
import { canTransition } from '../order-records/order-states.ts';
import { orderView } from './order-view.ts';
import { findOwnOrder } from '../order-records/own-order.ts';
import { gatherPlaceFacts } from './place-order-facts.ts';
import { placeRefusal } from './place-order-rules.ts';
import { lockOrderSlots } from './slot-holds.ts';

/** A place call the rules refused: the body carries the catalogue code (spec section 8). */
export class PlaceOrderRefused extends Error {
  readonly statusCode: number;
  readonly body: PlaceOrderError;

  constructor(statusCode: number, body: PlaceOrderError) {
    super(body.message);
    this.name = 'PlaceOrderRefused';
    this.statusCode = statusCode;
    this.body = body;
  }
}

/**
 * PENDING or AMENDING → PLACED, in one transaction under the order's row lock:
 * the rules are checked (the first failing one refuses with its code), the
 * slot hold is confirmed (a previous slot given up), lines are marked held,
 * and the snapshot is dropped. Placing an order that is already PLACED answers
 * with it unchanged, so a repeated or concurrent call places it only once.
 */
export async function placeOrder(
  db: Database,
  shopper: Shopper,
  customerOrderId: string,
  options: { readonly instantCheckout: boolean; readonly now: Date },
): Promise<Order> {
  const { now, instantCheckout } = options;
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, shopper.customerId, customerOrderId, { lock: true });
    if (order.state === 'PLACED') return orderView(tx, order, now);
    if (!canTransition('place', order.state)) {
      throw new ServiceHttpError(409, 'order_not_placeable', `This order is ${order.state} and cannot be placed.`);
    }

    await lockOrderSlots(tx, customerOrderId, now);
    const evaluated = await evaluateTrolley(tx, customerOrderId, now);
    const facts = await gatherPlaceFacts(tx, order, evaluated, { instantCheckout, now });
    const refusal = placeRefusal(facts);
    if (refusal) {
      const previous = evaluated.reservations.confirmed;
      const previousSlot: OrderSlot | undefined =
        refusal.code === 'ORDER_ORCHESTRATION_058' && previous
          ? {
              slotReservationId: previous.id,
              status: previous.status,
              slotType: previous.slotType,
              branchId: previous.branchId,
              addressId: previous.addressId,
              startDateTime: previous.startDateTime,
              endDateTime: previous.endDateTime,
              amendOrderCutoffDateTime: previous.amendOrderCutoffDateTime,
            }
          : undefined;
      throw new PlaceOrderRefused(refusal.code === 'ORDER_ORCHESTRATION_111' ? 403 : 409, {
        error: 'order_not_placeable',
        message: refusal.message,
        code: refusal.code,
        ...(previousSlot ? { previousSlot } : {}),
      });
    }

    // The fulfilment service's own step: the hold becomes CONFIRMED and an older confirmed slot is given up.
    await confirmReservation(tx, customerOrderId, now);
    await tx.query(
      'update trolley_items set reserved_quantity = quantity_amount, updated_at = $2 where customer_order_id = $1',
      [customerOrderId, now],
    );
    // Holding the lines leaves what they add up to as evaluated; the update dropped the summary.
    await writeEvaluatedSummary(tx, customerOrderId, evaluated, now);
    // A normal checkout authorises the card for the new total; instant checkout reuses the earlier authorisation.
    const authorised = instantCheckout ? order.authorisedAmountPence : evaluated.totals.totalPence;
    await tx.query(
      `update orders set state = 'PLACED', placed_at = $2, amend_started_at = null, authorised_amount_pence = $3,
         updated_at = $2
       where customer_order_id = $1`,
      [customerOrderId, now, authorised],
    );
    await tx.query('delete from amend_snapshots where customer_order_id = $1', [customerOrderId]);
    await recordOrderEvent(tx, {
      customerOrderId,
      event: 'PLACED',
      actorId: shopper.actorId,
      fromState: order.state,
      toState: 'PLACED',
      detail: { instantCheckout, totalPence: evaluated.totals.totalPence },
      at: now,
    });
    const placed = await findOwnOrder(tx, shopper.customerId, customerOrderId);
    return orderView(tx, placed, now);
  });
}
