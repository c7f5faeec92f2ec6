import type { Queryable } from '../../db/database.ts';
import { expireStaleReservations, lockSlots } from '../fulfilment/reservation-rows.ts';

export type HeldReservation = { readonly id: string; readonly slotId: string; readonly status: string };

/**
 * Locks the slots of the order's reservations (the fulfilment service's lock
 * order: order row first, then slots by id), expires lapsed holds on them, and
 * returns the order's reservations as they then stand.
 */
export async function lockOrderSlots(tx: Queryable, customerOrderId: string, now: Date): Promise<HeldReservation[]> {
  const before = await tx.query<{ slot_id: string }>(
    'select slot_id from slot_reservations where customer_order_id = $1',
    [customerOrderId],
  );
  const slotIds = before.map((row) => row.slot_id);
  await lockSlots(tx, slotIds);
  await expireStaleReservations(tx, now, { slotIds });
  const rows = await tx.query<{ id: string; slot_id: string; status: string }>(
    'select id, slot_id, status from slot_reservations where customer_order_id = $1 for update',
    [customerOrderId],
  );
  return rows.map((row) => ({ id: row.id, slotId: row.slot_id, status: row.status }));
}
