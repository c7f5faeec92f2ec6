import type { SlotReservation } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import {
  expireStaleReservations,
  heldReservations,
  lockSlots,
  releaseReservation,
  reservationById,
  toSlotReservation,
} from './reservation-rows.ts';

/**
 * For placing an order, inside the placing transaction after the order row
 * is locked: the order's live UNCONFIRMED hold becomes CONFIRMED (no expiry),
 * and a previously CONFIRMED slot (an amended order's old one) is released.
 * Returns the order's CONFIRMED reservation afterwards, or undefined when it
 * has none (no slot booked, or the hold lapsed: spec error 029 "timed out").
 */
export async function confirmReservation(
  tx: Queryable,
  customerOrderId: string,
  now: Date,
): Promise<SlotReservation | undefined> {
  const held = await heldReservations(tx, customerOrderId);
  const hold = held.find((row) => row.status === 'UNCONFIRMED');
  const confirmed = held.find((row) => row.status === 'CONFIRMED');
  if (!hold) return confirmed && toSlotReservation(confirmed, now);

  const slotIds = [hold.slot_id, ...(confirmed ? [confirmed.slot_id] : [])];
  await lockSlots(tx, slotIds);
  await expireStaleReservations(tx, now, { slotIds });
  const stillHeld = await reservationById(tx, hold.id);
  if (stillHeld?.status !== 'UNCONFIRMED') return confirmed && toSlotReservation(confirmed, now);

  // Release first: an order holds at most one CONFIRMED reservation.
  if (confirmed) await releaseReservation(tx, confirmed.id, now);
  await tx.query(
    `update slot_reservations set status = 'CONFIRMED', expires_at = null, updated_at = $2 where id = $1`,
    [hold.id, now],
  );
  const row = await reservationById(tx, hold.id);
  return row && toSlotReservation(row, now);
}
