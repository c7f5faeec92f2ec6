import type { BookableSlotType, SlotReservation } from '@grocer/shared-contracts/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { OPEN_ORDER_STATES } from '../shopping-context/current-order.ts';
import { findOwnAddress, postcodeArea } from './addresses.ts';
import { amendOrderCutoff } from './amend-cutoff.ts';
import { conflict, unsuitable } from './fulfilment-errors.ts';
import { lockOwnOrder } from './own-order.ts';
import {
  confirmedCutoff,
  expireStaleReservations,
  heldReservations,
  lockSlots,
  releaseReservation,
  RESERVATION_HOLD_MS,
  reservationById,
  toSlotReservation,
} from './reservation-rows.ts';
import { slotChangeability } from './slot-changeable.ts';

export type ReserveSlotInput = {
  readonly customerId: string;
  readonly customerOrderId: string;
  readonly slotId: string;
  readonly addressId?: string | undefined;
  readonly now: Date;
};

type SlotRow = { id: string; branch_id: string; slot_type: BookableSlotType; start_date_time: Date };

/**
 * Holds a place in a slot for the caller's open order, as one transaction:
 * the order's previous UNCONFIRMED hold is cancelled and its place given
 * back, and the new place is taken only while the slot has room (409
 * slot_full otherwise, leaving the previous hold as it was). A CONFIRMED
 * reservation (the placed order's slot, while amending) is kept until the
 * order is placed again.
 */
export async function reserveSlot(
  db: Database,
  input: ReserveSlotInput,
): Promise<{ reservation: SlotReservation; created: boolean }> {
  const { customerId, customerOrderId, now } = input;
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, customerId, customerOrderId);
    if (!(OPEN_ORDER_STATES as readonly string[]).includes(order.state)) {
      throw conflict(
        'order_not_open',
        `Order ${customerOrderId} is ${order.state}: only an order being shopped or amended can book a slot.`,
      );
    }
    const held = await heldReservations(tx, customerOrderId);
    const changeability = slotChangeability(order.state, confirmedCutoff(held), now, order.preparationStarted);
    if (!changeability.changeable) throw conflict('slot_not_changeable', changeability.message);

    const [slot] = await tx.query<SlotRow>(
      'select id, branch_id, slot_type, start_date_time from slots where id = $1',
      [input.slotId],
    );
    if (!slot) throw notFound(`No slot ${input.slotId}.`);
    const start = new Date(slot.start_date_time);
    if (start <= now || now >= amendOrderCutoff({ slotType: slot.slot_type, startDateTime: start })) {
      throw conflict('slot_closed', 'That slot can no longer be booked. Please choose a later one.');
    }
    const addressId = await addressFor(tx, input, slot);

    const confirmed = held.find((row) => row.status === 'CONFIRMED');
    const previous = held.find((row) => row.status === 'UNCONFIRMED');
    await lockSlots(tx, [slot.id, ...(previous ? [previous.slot_id] : [])]);
    await expireStaleReservations(tx, now, { slotIds: [slot.id, ...(previous ? [previous.slot_id] : [])] });
    if (previous) await releaseReservation(tx, previous.id, now);

    // Choosing the slot the placed order already has: keep that booking, no second place.
    if (confirmed && confirmed.slot_id === slot.id && confirmed.address_id === addressId) {
      return { reservation: toSlotReservation(confirmed, now), created: false };
    }

    const taken = await tx.query(
      'update slots set reserved = reserved + 1 where id = $1 and reserved < capacity returning id',
      [slot.id],
    );
    if (taken.length === 0) {
      throw conflict('slot_full', 'Sorry, that slot has just been fully booked. Please choose another.');
    }
    const [inserted] = await tx.query<{ id: string }>(
      `insert into slot_reservations
         (id, customer_order_id, slot_id, status, slot_type, branch_id, address_id, expires_at, created_at, updated_at)
       values ('SR-' || nextval('slot_reservation_number'), $1, $2, 'UNCONFIRMED', $3, $4, $5, $6, $7, $7)
       returning id`,
      [
        customerOrderId,
        slot.id,
        slot.slot_type,
        slot.branch_id,
        addressId,
        new Date(now.getTime() + RESERVATION_HOLD_MS),
        now,
      ],
    );
    const row = inserted && (await reservationById(tx, inserted.id));
    if (!row) throw new Error('Inserting a slot reservation returned no row');
    return { reservation: toSlotReservation(row, now), created: true };
  });
}

/**
 * Delivery needs one of the caller's addresses that the slot's branch
 * delivers to; collection may name one of the caller's addresses as contact.
 */
async function addressFor(tx: Queryable, input: ReserveSlotInput, slot: SlotRow): Promise<string | null> {
  if (input.addressId === undefined) {
    if (slot.slot_type === 'DELIVERY')
      throw badRequest('Invalid request body: addressId: required for a DELIVERY slot');
    return null;
  }
  const address = await findOwnAddress(tx, input.customerId, input.addressId);
  if (slot.slot_type !== 'DELIVERY') return address.id;
  const [serves] = await tx.query('select 1 from branches where id = $1 and $2 = any(delivery_postcode_areas)', [
    slot.branch_id,
    postcodeArea(address.postalCode),
  ]);
  if (!serves) {
    throw unsuitable(
      'address_not_served',
      `addressId: branch ${slot.branch_id} does not deliver to ${address.postalCode}. Choose a slot for that address.`,
    );
  }
  return address.id;
}
