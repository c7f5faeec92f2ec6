import type { Failure } from '@grocer/shared-contracts/domain';
import type { Database, Queryable } from '../../db/database.ts';
import type { Shopper } from '../trolley/trolley-service.ts';
import { recordOrderEvent } from '../order-records/order-events.ts';
import { findOwnOrder } from '../order-records/own-order.ts';
import { releaseReservation } from '../fulfilment/reservation-rows.ts';
import { refreshTrolleySummary } from '../trolley/trolley-summary-store.ts';
import { lockOrderSlots } from './slot-holds.ts';
import type { SnapshotLine } from './start-amend.ts';

type Snapshot = {
  lines: SnapshotLine[] | string;
  confirmed_reservation_id: string | null;
  authorised_amount_pence: number | null;
};

/**
 * AMENDING → PLACED, discarding the amend, in one transaction: the lines go
 * back to the snapshot taken when amending began, any new slot hold is given
 * up, and the placed order's slot is kept (re-confirmed if it was given up
 * and still has room). An order amended without a snapshot (older data) keeps
 * its lines. Refusals come back as failures, never as errors.
 */
export async function cancelAmendOrder(
  db: Database,
  shopper: Shopper,
  customerOrderId: string,
  now: Date,
): Promise<{ failures: Failure[] }> {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, shopper.customerId, customerOrderId, { lock: true });
    if (order.state !== 'AMENDING') {
      return {
        failures: [{ type: 'ORDER_NOT_AMENDING', message: `This order is ${order.state}, not being amended.` }],
      };
    }
    const [snapshot] = await tx.query<Snapshot>(
      'select lines, confirmed_reservation_id, authorised_amount_pence from amend_snapshots where customer_order_id = $1',
      [customerOrderId],
    );
    const failures: Failure[] = [];
    const reservations = await lockOrderSlots(tx, customerOrderId, now);
    for (const reservation of reservations.filter((candidate) => candidate.status === 'UNCONFIRMED')) {
      await releaseReservation(tx, reservation.id, now);
    }
    const kept = reservations.find((candidate) => candidate.id === snapshot?.confirmed_reservation_id);
    if (kept && kept.status !== 'CONFIRMED' && !(await reconfirm(tx, kept.id, kept.slotId, now))) {
      failures.push({
        type: 'SLOT_NOT_RESTORED',
        message: 'Your previous slot is no longer available. Please book a new slot for this order.',
      });
    }
    if (snapshot) await restoreLines(tx, customerOrderId, parseLines(snapshot.lines), now);
    await refreshTrolleySummary(tx, customerOrderId, now);
    await tx.query(
      `update orders set state = 'PLACED', amend_started_at = null, updated_at = $2,
         authorised_amount_pence = coalesce($3, authorised_amount_pence)
       where customer_order_id = $1`,
      [customerOrderId, now, snapshot?.authorised_amount_pence ?? null],
    );
    await tx.query('delete from amend_snapshots where customer_order_id = $1', [customerOrderId]);
    await recordOrderEvent(tx, {
      customerOrderId,
      event: 'AMEND_CANCELLED',
      actorId: shopper.actorId,
      fromState: 'AMENDING',
      toState: 'PLACED',
      at: now,
    });
    return { failures };
  });
}

const parseLines = (lines: SnapshotLine[] | string): SnapshotLine[] =>
  typeof lines === 'string' ? (JSON.parse(lines) as SnapshotLine[]) : lines;

async function restoreLines(tx: Queryable, customerOrderId: string, lines: readonly SnapshotLine[], now: Date) {
  await tx.query('delete from trolley_items where customer_order_id = $1', [customerOrderId]);
  if (lines.length === 0) return;
  await tx.query(
    `insert into trolley_items (customer_order_id, product_id, line_number, quantity_amount, quantity_uom,
       note_to_shopper, personalised_message, reserved_quantity, created_at, updated_at)
     select $1, line.product_id, line.line_number, line.quantity_amount, line.quantity_uom, line.note_to_shopper,
            line.personalised_message, line.reserved_quantity, $2, $2
     from unnest($3::text[], $4::text[], $5::numeric[], $6::text[], $7::text[], $8::text[], $9::numeric[])
       with ordinality as line (product_id, line_number, quantity_amount, quantity_uom, note_to_shopper,
                                personalised_message, reserved_quantity, position)
     where exists (select 1 from products p where p.id = line.product_id)
     order by line.position`,
    [
      customerOrderId,
      now,
      lines.map((line) => line.productId),
      lines.map((line) => line.lineNumber),
      lines.map((line) => line.quantityAmount),
      lines.map((line) => line.quantityUom),
      lines.map((line) => line.noteToShopper),
      lines.map((line) => line.personalisedMessage),
      lines.map((line) => line.reservedQuantity),
    ],
  );
}

/** Takes a place in the slot again for a reservation given up while amending, if the slot has room. */
async function reconfirm(tx: Queryable, reservationId: string, slotId: string, now: Date): Promise<boolean> {
  const taken = await tx.query(
    `update slots set reserved = reserved + 1
     where id = $1 and reserved < capacity and start_date_time > $2
       and not exists (select 1 from slot_withdrawals w where w.slot_id = slots.id)
     returning id`,
    [slotId, now],
  );
  if (taken.length === 0) return false;
  await tx.query(
    `update slot_reservations set status = 'CONFIRMED', expires_at = null, updated_at = $2 where id = $1`,
    [reservationId, now],
  );
  return true;
}
