import { selectCurrentReservation, type SlotReservation } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { RESERVATION_COLUMNS, type ReservationRow, toSlotReservation } from '../fulfilment/reservation-rows.ts';
import { type FulfilmentType, fulfilmentTypeOf } from './minimum-spend.ts';

export type OrderReservations = {
  /** Every reservation the order has had, newest first, as the slot service shows them. */
  readonly all: readonly SlotReservation[];
  /** The one that counts (spec section 4): the live UNCONFIRMED one, else the live CONFIRMED one. */
  readonly current: SlotReservation | undefined;
  /** The CONFIRMED one from the last placement, if still held. */
  readonly confirmed: SlotReservation | undefined;
};

/** The order's reservations with their slots, read the way the fulfilment service reads them. */
export async function loadOrderReservations(
  db: Queryable,
  customerOrderId: string,
  now: Date,
): Promise<OrderReservations> {
  const rows = await db.query<ReservationRow>(
    `select ${RESERVATION_COLUMNS}
     from slot_reservations r join slots s on s.id = r.slot_id
     where r.customer_order_id = $1
     order by r.created_at desc, r.id desc`,
    [customerOrderId],
  );
  return orderReservationsOf(
    rows.map((row) => toSlotReservation(row, now)),
    now,
  );
}

/** The current and the confirmed reservation among an order's reservations (newest first). */
export function orderReservationsOf(all: readonly SlotReservation[], now: Date): OrderReservations {
  return {
    all,
    current: selectCurrentReservation(all, now),
    confirmed: all.find((reservation) => reservation.status === 'CONFIRMED'),
  };
}

/** What the current slot brings to the totals: its delivery charge and which minimum spend applies. */
export function currentSlotTerms(current: SlotReservation | undefined): {
  deliveryChargePence: number | undefined;
  fulfilmentType: FulfilmentType | undefined;
} {
  return {
    deliveryChargePence: current ? Math.round(current.deliveryCharge.amount * 100) : undefined,
    fulfilmentType: fulfilmentTypeOf(current?.slotType),
  };
}
