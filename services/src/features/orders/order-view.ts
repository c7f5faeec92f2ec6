import { moneyFromPence, type Order, type OrderSlot, type SlotReservation } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { isEntertaining } from '../trolley/conflicts.ts';
import { type EvaluatedTrolley, evaluateTrolley } from '../trolley/evaluate-trolley.ts';
import { amendRefusal, isSlotChangeable } from '../order-records/order-states.ts';
import type { OrderRow } from '../order-records/own-order.ts';

const LIVE = new Set(['UNCONFIRMED', 'CONFIRMED']);

function toOrderSlot(reservation: SlotReservation): OrderSlot {
  return {
    slotReservationId: reservation.id,
    status: reservation.status,
    slotType: reservation.slotType,
    branchId: reservation.branchId,
    addressId: reservation.addressId,
    startDateTime: reservation.startDateTime,
    endDateTime: reservation.endDateTime,
    amendOrderCutoffDateTime: reservation.amendOrderCutoffDateTime,
  };
}

/** The contract's Order: lines priced now, live slots (the current one first), totals and what may change. */
export async function orderView(db: Queryable, order: OrderRow, now: Date): Promise<Order> {
  return toOrderView(order, await evaluateTrolley(db, order.customerOrderId, now), now);
}

/** The contract's Order for an order whose trolley has just been evaluated. */
export function toOrderView(order: OrderRow, evaluated: EvaluatedTrolley, now: Date): Order {
  const { current, confirmed, all } = evaluated.reservations;
  const slots = [
    ...(current ? [current] : []),
    ...all.filter((reservation) => reservation !== current && LIVE.has(reservation.status)),
  ];
  const confirmedCutoff = confirmed ? new Date(confirmed.amendOrderCutoffDateTime) : undefined;
  const preparationStarted = order.preparationStartedAt !== null;
  const { totals } = evaluated;
  return {
    customerOrderId: order.customerOrderId,
    customerId: order.customerId,
    state: order.state,
    containsEntertainingLines: evaluated.lines.some((line) => isEntertaining(line.product)),
    orderLines: evaluated.lines.map((line) => ({
      lineNumber: line.lineNumber,
      productId: line.productId,
      price: moneyFromPence(line.unitPricePence),
      totalPrice: moneyFromPence(line.totalPence),
      quantity: line.quantity,
      reservedQuantity: line.reservedQuantity,
    })),
    slots: slots.map(toOrderSlot),
    totals: {
      estimated: {
        items: moneyFromPence(totals.itemTotalPence),
        savings: moneyFromPence(totals.savingsPence),
        deliveryCharge: moneyFromPence(totals.deliveryChargePence),
        total: moneyFromPence(totals.totalPence),
      },
    },
    placedAt: order.placedAt ? order.placedAt.toISOString() : null,
    slotChangeable: isSlotChangeable({ state: order.state, preparationStarted, confirmedCutoff, now }),
    amendable:
      amendRefusal({ state: order.state, preparationStarted, amendCutoff: confirmedCutoff, now }) === undefined,
  };
}
