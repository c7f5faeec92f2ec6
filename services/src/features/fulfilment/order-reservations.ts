import type { SlotReservation } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { lockOwnOrder } from './own-order.ts';
import {
  expireStaleReservations,
  lockSlots,
  RESERVATION_COLUMNS,
  type ReservationRow,
  toSlotReservation,
} from './reservation-rows.ts';

/** Lapsed holds stay listed (as EXPIRED) for a while so the header can tell what happened. */
export const LISTED_RESERVATIONS_LIMIT = 20;

/**
 * GET /slot-reservations: the order's reservations, newest first, without
 * cancelled ones. Lapsed holds are swept to EXPIRED on the way (lazy expiry).
 */
export async function listOrderReservations(
  db: Database,
  input: { readonly customerId: string; readonly customerOrderId: string; readonly now: Date },
): Promise<SlotReservation[]> {
  const { customerId, customerOrderId, now } = input;
  return db.transaction(async (tx) => {
    await lockOwnOrder(tx, customerId, customerOrderId);
    const stale = await tx.query<{ slot_id: string }>(
      `select distinct slot_id from slot_reservations
       where customer_order_id = $1 and status = 'UNCONFIRMED' and expires_at <= $2`,
      [customerOrderId, now],
    );
    if (stale.length > 0) {
      const slotIds = stale.map((row) => row.slot_id);
      await lockSlots(tx, slotIds);
      await expireStaleReservations(tx, now, { slotIds });
    }
    const rows = await tx.query<ReservationRow>(
      `select ${RESERVATION_COLUMNS} from slot_reservations r join slots s on s.id = r.slot_id
       where r.customer_order_id = $1 and r.status <> 'CANCELLED'
       order by r.created_at desc, r.id desc
       limit ${LISTED_RESERVATIONS_LIMIT}`,
      [customerOrderId],
    );
    return rows.map((row) => toSlotReservation(row, now));
  });
}
