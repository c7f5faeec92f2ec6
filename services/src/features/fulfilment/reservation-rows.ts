import { type BookableSlotType, moneyFromPence, SlotReservation } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { amendOrderCutoff } from './amend-cutoff.ts';

/** How long an UNCONFIRMED reservation holds its slot before it expires. */
export const RESERVATION_HOLD_MS = 2 * 60 * 60 * 1000;

export type ReservationRow = {
  id: string;
  customer_order_id: string;
  slot_id: string;
  status: 'UNCONFIRMED' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED';
  slot_type: BookableSlotType;
  branch_id: string;
  address_id: string | null;
  expires_at: Date | null;
  start_date_time: Date;
  end_date_time: Date;
  delivery_charge_pence: number;
};

/** Reservation columns with the slot's times and charge; alias the tables r and s. */
export const RESERVATION_COLUMNS = `r.id, r.customer_order_id, r.slot_id, r.status, r.slot_type, r.branch_id,
  r.address_id, r.expires_at, s.start_date_time, s.end_date_time, s.delivery_charge_pence`;

/** An UNCONFIRMED hold past its expiry is EXPIRED whether or not the row has been swept yet. */
export function effectiveStatus(
  row: Pick<ReservationRow, 'status' | 'expires_at'>,
  now: Date,
): ReservationRow['status'] {
  if (row.status === 'UNCONFIRMED' && row.expires_at !== null && new Date(row.expires_at) <= now) return 'EXPIRED';
  return row.status;
}

export function toSlotReservation(row: ReservationRow, now: Date): SlotReservation {
  const start = new Date(row.start_date_time);
  return SlotReservation.parse({
    id: row.id,
    status: effectiveStatus(row, now),
    customerOrderId: row.customer_order_id,
    slotId: row.slot_id,
    addressId: row.address_id,
    branchId: row.branch_id,
    slotType: row.slot_type,
    startDateTime: start.toISOString(),
    endDateTime: new Date(row.end_date_time).toISOString(),
    amendOrderCutoffDateTime: amendOrderCutoff({ slotType: row.slot_type, startDateTime: start }).toISOString(),
    expiryDateTime: row.status === 'UNCONFIRMED' && row.expires_at ? new Date(row.expires_at).toISOString() : null,
    deliveryCharge: moneyFromPence(row.delivery_charge_pence),
  });
}

/**
 * Locks slot rows in id order. Every path that changes reservations locks
 * the order first, then its slots in this order, then reservation rows, so
 * concurrent changes queue instead of deadlocking.
 */
export async function lockSlots(tx: Queryable, slotIds: readonly string[]): Promise<void> {
  const ids = [...new Set(slotIds)].sort();
  if (ids.length === 0) return;
  await tx.query('select id from slots where id = any($1::text[]) order by id for update', [ids]);
}

/**
 * Lazy expiry: marks lapsed UNCONFIRMED holds on the given (already locked)
 * slots EXPIRED and gives their places back, in one statement.
 */
export async function expireStaleReservations(
  tx: Queryable,
  now: Date,
  scope: { readonly slotIds: readonly string[] } | 'all',
): Promise<number> {
  const [row] = await tx.query<{ expired: number }>(
    `with expired as (
       update slot_reservations set status = 'EXPIRED', updated_at = $1
       where status = 'UNCONFIRMED' and expires_at <= $1 and ($2::text[] is null or slot_id = any($2::text[]))
       returning slot_id
     ), freed as (
       select slot_id, count(*)::int as places from expired group by slot_id
     ), given_back as (
       update slots set reserved = slots.reserved - freed.places from freed where slots.id = freed.slot_id returning 1
     )
     select (select count(*)::int from expired) as expired`,
    [now, scope === 'all' ? null : [...scope.slotIds]],
  );
  return row?.expired ?? 0;
}

/** Gives up a live (UNCONFIRMED or CONFIRMED) reservation and its place; the slot must be locked. */
export async function releaseReservation(tx: Queryable, reservationId: string, now: Date): Promise<boolean> {
  const released = await tx.query(
    `with released as (
       update slot_reservations set status = 'CANCELLED', updated_at = $2
       where id = $1 and status in ('UNCONFIRMED', 'CONFIRMED')
       returning slot_id
     )
     update slots set reserved = slots.reserved - 1 from released where slots.id = released.slot_id
     returning slots.id`,
    [reservationId, now],
  );
  return released.length > 0;
}

/** An order's reservations still holding a place (as stored; a lapsed hold may still say UNCONFIRMED). */
export async function heldReservations(tx: Queryable, customerOrderId: string): Promise<ReservationRow[]> {
  return tx.query<ReservationRow>(
    `select ${RESERVATION_COLUMNS} from slot_reservations r join slots s on s.id = r.slot_id
     where r.customer_order_id = $1 and r.status in ('UNCONFIRMED', 'CONFIRMED')`,
    [customerOrderId],
  );
}

export async function reservationById(tx: Queryable, reservationId: string): Promise<ReservationRow | undefined> {
  const [row] = await tx.query<ReservationRow>(
    `select ${RESERVATION_COLUMNS} from slot_reservations r join slots s on s.id = r.slot_id where r.id = $1`,
    [reservationId],
  );
  return row;
}

/** The cut-off of the slot a placed order is booked on, if it has one. */
export function confirmedCutoff(held: readonly ReservationRow[]): Date | null {
  const confirmed = held.find((row) => row.status === 'CONFIRMED');
  return confirmed
    ? amendOrderCutoff({ slotType: confirmed.slot_type, startDateTime: new Date(confirmed.start_date_time) })
    : null;
}
