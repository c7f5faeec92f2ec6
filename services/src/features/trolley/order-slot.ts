import { selectCurrentReservation, type SlotReservation } from '@grocer/shared-contracts';
import type { Queryable } from '../../db/database.ts';
import { RESERVATION_COLUMNS, type ReservationRow, toSlotReservation } from '../fulfilment/reservation-rows.ts';

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
  const all = rows.map((row) => toSlotReservation(row, now));
  return {
    all,
    current: selectCurrentReservation(all, now),
    confirmed: all.find((reservation) => reservation.status === 'CONFIRMED'),
  };
}
