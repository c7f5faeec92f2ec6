import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { conflict } from './fulfilment-errors.ts';
import { lockOwnOrder } from './own-order.ts';
import {
  confirmedCutoff,
  expireStaleReservations,
  heldReservations,
  lockSlots,
  releaseReservation,
  reservationById,
} from './reservation-rows.ts';
import { slotChangeability } from './slot-changeable.ts';

/**
 * DELETE /slot-reservations/{id}: gives the place back (spec section 4:
 * "cancelling a slot deletes the reservation"; the row stays as CANCELLED and
 * is no longer listed). Refused with 409 once the order's slot cannot change.
 * Cancelling a lapsed hold just clears it.
 */
export async function cancelReservation(
  db: Database,
  input: { readonly customerId: string; readonly reservationId: string; readonly now: Date },
): Promise<void> {
  const { customerId, reservationId, now } = input;
  await db.transaction(async (tx) => {
    const [owned] = await tx.query<{ customer_order_id: string }>(
      `select r.customer_order_id from slot_reservations r
       join orders o on o.customer_order_id = r.customer_order_id
       where r.id = $1 and o.customer_id = $2 and r.status <> 'CANCELLED'`,
      [reservationId, customerId],
    );
    if (!owned) throw notFound(`No slot reservation ${reservationId} for this customer.`);
    const order = await lockOwnOrder(tx, customerId, owned.customer_order_id);

    // Re-read under the order lock: a concurrent cancel may have won.
    const reservation = await reservationById(tx, reservationId);
    if (!reservation || reservation.status === 'CANCELLED') {
      throw notFound(`No slot reservation ${reservationId} for this customer.`);
    }
    const held = await heldReservations(tx, owned.customer_order_id);
    const changeability = slotChangeability(order.state, confirmedCutoff(held), now, order.preparationStarted);
    if (!changeability.changeable) throw conflict('slot_not_changeable', changeability.message);

    await lockSlots(tx, [reservation.slot_id]);
    await expireStaleReservations(tx, now, { slotIds: [reservation.slot_id] });
    if (!(await releaseReservation(tx, reservationId, now))) {
      await tx.query(
        `update slot_reservations set status = 'CANCELLED', updated_at = $2 where id = $1 and status = 'EXPIRED'`,
        [reservationId, now],
      );
    }
  });
}
