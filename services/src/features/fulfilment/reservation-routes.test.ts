import { expect, it } from 'vitest';
import {
  selectCurrentReservation,
  ServiceError,
  SlotReservation,
  SlotReservationsResponse,
} from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs } from '../../testing/test-app.ts';
import { amendOrderCutoff } from './amend-cutoff.ts';
import { DEMO_CONFIRMED_RESERVATION } from './demo-fulfilment.ts';
import {
  addAddress,
  addSlot,
  newShopper,
  reservedPlaces,
  type TestShopper,
  useFulfilmentApp,
} from './fulfilment-test-kit.ts';
import { londonDateOf } from './london-time.ts';
import { RESERVATION_HOLD_MS } from './reservation-rows.ts';
import { BEING_PREPARED_MESSAGE } from './slot-changeable.ts';

describeEachDatabase('slot reservations', (target) => {
  const { app, db, clock } = useFulfilmentApp(target);

  const reserve = (shopper: { headers: Record<string, string> }, payload: unknown) =>
    app().inject({ method: 'POST', url: '/slot-reservations', headers: shopper.headers, payload: payload as object });
  const list = async (shopper: TestShopper, orderId = shopper.orderId) => {
    const response = await app().inject({
      method: 'GET',
      url: `/slot-reservations?customerOrderId=${orderId}`,
      headers: shopper.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return SlotReservationsResponse.parse(response.json()).slotReservations;
  };
  const cancel = (shopper: { headers: Record<string, string> }, id: string) =>
    app().inject({ method: 'DELETE', url: `/slot-reservations/${id}`, headers: shopper.headers });
  const error = (response: { json(): unknown }) => ServiceError.parse(response.json());

  /** A shopper with a delivery address and a fresh slot at branch 651. */
  const ready = async (slot: Parameters<typeof addSlot>[2] = {}) => {
    const shopper = await newShopper(db(), clock.now());
    const addressId = await addAddress(db(), shopper.id);
    const slotId = await addSlot(db(), clock.now(), slot);
    return { shopper, addressId, slotId };
  };

  it('holds a delivery slot for the shopper’s order for two hours, taking a place', async () => {
    const { shopper, addressId, slotId } = await ready({ capacity: 4, reserved: 1 });
    const now = clock.now();
    const response = await reserve(shopper, { customerOrderId: shopper.orderId, slotId, addressId });
    expect(response.statusCode, response.body).toBe(201);
    const reservation = SlotReservation.parse(response.json());
    expect(reservation).toMatchObject({
      status: 'UNCONFIRMED',
      customerOrderId: shopper.orderId,
      slotId,
      addressId,
      branchId: '651',
      slotType: 'DELIVERY',
      deliveryCharge: { amount: 3.5, currencyCode: 'GBP' },
    });
    // The test clock runs in real time: the hold starts when the request is handled.
    const held = Date.parse(reservation.expiryDateTime ?? '') - now.getTime();
    expect(held).toBeGreaterThanOrEqual(RESERVATION_HOLD_MS);
    expect(held).toBeLessThan(RESERVATION_HOLD_MS + 5000);
    expect(reservation.amendOrderCutoffDateTime).toBe(
      amendOrderCutoff({ slotType: 'DELIVERY', startDateTime: new Date(reservation.startDateTime) }).toISOString(),
    );
    expect(await reservedPlaces(db(), slotId)).toBe(2);

    const listed = await list(shopper);
    expect(listed).toEqual([reservation]);
    expect(selectCurrentReservation(listed, clock.now())?.id).toBe(reservation.id);
  });

  it('replaces the order’s previous hold in the same step, giving its place back', async () => {
    const { shopper, addressId, slotId: first } = await ready();
    const second = await addSlot(db(), clock.now(), { slotType: 'GROCERY_COLLECTION', branchId: '101' });
    const a = SlotReservation.parse(
      (await reserve(shopper, { customerOrderId: shopper.orderId, slotId: first, addressId })).json(),
    );
    const b = await reserve(shopper, { customerOrderId: shopper.orderId, slotId: second });
    expect(b.statusCode, b.body).toBe(201);
    expect(SlotReservation.parse(b.json())).toMatchObject({
      slotType: 'GROCERY_COLLECTION',
      branchId: '101',
      addressId: null,
    });
    expect(await reservedPlaces(db(), first)).toBe(0);
    expect(await reservedPlaces(db(), second)).toBe(1);
    const listed = await list(shopper);
    expect(listed.map((r) => r.slotId)).toEqual([second]);
    expect(listed.map((r) => r.id)).not.toContain(a.id);
  });

  it('refuses a full slot with 409 slot_full and keeps the previous hold', async () => {
    const { shopper, addressId, slotId } = await ready();
    const full = await addSlot(db(), clock.now(), { capacity: 2, reserved: 2 });
    await reserve(shopper, { customerOrderId: shopper.orderId, slotId, addressId });
    const response = await reserve(shopper, { customerOrderId: shopper.orderId, slotId: full, addressId });
    expect(response.statusCode).toBe(409);
    expect(error(response).error).toBe('slot_full');
    expect((await list(shopper)).map((r) => [r.slotId, r.status])).toEqual([[slotId, 'UNCONFIRMED']]);
    expect(await reservedPlaces(db(), slotId)).toBe(1);
    expect(await reservedPlaces(db(), full)).toBe(2);
  });

  it('lets a hold expire after two hours: reported EXPIRED, its place free for someone else', async () => {
    const { shopper, addressId, slotId } = await ready({ capacity: 1 });
    await reserve(shopper, { customerOrderId: shopper.orderId, slotId, addressId });
    const other = await ready();
    const otherAddress = other.addressId;
    expect(
      (await reserve(other.shopper, { customerOrderId: other.shopper.orderId, slotId, addressId: otherAddress }))
        .statusCode,
    ).toBe(409);

    clock.advance(RESERVATION_HOLD_MS - 1000);
    expect((await list(shopper))[0]?.status).toBe('UNCONFIRMED');
    clock.advance(1000);
    const listed = await list(shopper);
    expect(listed.map((r) => r.status)).toEqual(['EXPIRED']);
    expect(selectCurrentReservation(listed, clock.now())).toBeUndefined();
    expect(await reservedPlaces(db(), slotId)).toBe(0);
    const taken = await reserve(other.shopper, {
      customerOrderId: other.shopper.orderId,
      slotId,
      addressId: otherAddress,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await reservedPlaces(db(), slotId)).toBe(1);
  });

  it('cancels a hold (204), giving its place back; it is then gone', async () => {
    const { shopper, addressId, slotId } = await ready();
    const { id } = SlotReservation.parse(
      (await reserve(shopper, { customerOrderId: shopper.orderId, slotId, addressId })).json(),
    );
    const response = await cancel(shopper, id);
    expect(response.statusCode).toBe(204);
    expect(await reservedPlaces(db(), slotId)).toBe(0);
    expect(await list(shopper)).toEqual([]);
    expect((await cancel(shopper, id)).statusCode).toBe(404);
  });

  it("answers another customer's order and reservation with 404, changing nothing", async () => {
    const { shopper, addressId, slotId } = await ready();
    const { id } = SlotReservation.parse(
      (await reserve(shopper, { customerOrderId: shopper.orderId, slotId, addressId })).json(),
    );
    const intruder = await newShopper(db(), clock.now());
    const intruderAddress = await addAddress(db(), intruder.id);

    const listing = await app().inject({
      method: 'GET',
      url: `/slot-reservations?customerOrderId=${shopper.orderId}`,
      headers: intruder.headers,
    });
    expect(listing.statusCode).toBe(404);
    expect(error(listing).error).toBe('not_found');
    const booking = await reserve(intruder, { customerOrderId: shopper.orderId, slotId, addressId: intruderAddress });
    expect(booking.statusCode).toBe(404);
    const withTheirAddress = await reserve(intruder, { customerOrderId: intruder.orderId, slotId, addressId });
    expect(withTheirAddress.statusCode).toBe(404);
    const cancelling = await cancel(intruder, id);
    expect(cancelling.statusCode).toBe(404);
    expect(error(cancelling).error).toBe('not_found');

    expect((await list(shopper)).map((r) => [r.id, r.status])).toEqual([[id, 'UNCONFIRMED']]);
    expect(await reservedPlaces(db(), slotId)).toBe(1);
  });

  it('refuses to cancel once the order is PICKED (409 with the spec message)', async () => {
    const { shopper, addressId, slotId } = await ready();
    const { id } = SlotReservation.parse(
      (await reserve(shopper, { customerOrderId: shopper.orderId, slotId, addressId })).json(),
    );
    await db().query("update orders set state = 'PICKED' where customer_order_id = $1", [shopper.orderId]);
    const response = await cancel(shopper, id);
    expect(response.statusCode).toBe(409);
    expect(error(response)).toEqual({ error: 'slot_not_changeable', message: BEING_PREPARED_MESSAGE });
    expect(await reservedPlaces(db(), slotId)).toBe(1);
  });

  it('refuses to cancel or change the slot once the branch has started preparing the order', async () => {
    const { shopper, addressId, slotId } = await ready();
    const { id } = SlotReservation.parse(
      (await reserve(shopper, { customerOrderId: shopper.orderId, slotId, addressId })).json(),
    );
    await db().query('update orders set preparation_started_at = $2 where customer_order_id = $1', [
      shopper.orderId,
      clock.now(),
    ]);
    const cancelled = await cancel(shopper, id);
    expect(cancelled.statusCode).toBe(409);
    expect(error(cancelled)).toEqual({ error: 'slot_not_changeable', message: BEING_PREPARED_MESSAGE });
    const otherSlot = await addSlot(db(), clock.now(), { branchId: '651' });
    const changed = await reserve(shopper, { customerOrderId: shopper.orderId, slotId: otherSlot, addressId });
    expect(changed.statusCode).toBe(409);
    expect(error(changed)).toEqual({ error: 'slot_not_changeable', message: BEING_PREPARED_MESSAGE });
    expect(await reservedPlaces(db(), slotId)).toBe(1);
  });

  it('keeps an amended order’s booked slot while a new one is held, and goes back to it on cancel', async () => {
    const { token } = await signInAs(app(), DEMO_AMENDING_SHOPPER);
    const alex = { id: DEMO_AMENDING_SHOPPER.id, orderId: DEMO_AMENDING_SHOPPER.openOrderId, headers: bearer(token) };
    const [booked] = await list(alex);
    expect(booked).toMatchObject({ id: DEMO_CONFIRMED_RESERVATION.id, status: 'CONFIRMED', expiryDateTime: null });

    const slotId = await addSlot(db(), clock.now(), { branchId: '427' });
    const held = await reserve(alex, { customerOrderId: alex.orderId, slotId, addressId: 'A-3002' });
    expect(held.statusCode, held.body).toBe(201);
    const both = await list(alex);
    expect(both.map((r) => r.status).sort()).toEqual(['CONFIRMED', 'UNCONFIRMED']);
    expect(selectCurrentReservation(both, clock.now())?.slotId).toBe(slotId);

    expect((await cancel(alex, SlotReservation.parse(held.json()).id)).statusCode).toBe(204);
    expect(selectCurrentReservation(await list(alex), clock.now())?.id).toBe(DEMO_CONFIRMED_RESERVATION.id);
  });

  it('refuses to change or cancel an amended order’s slot after its cut-off', async () => {
    const [booked = { start_date_time: new Date(0) }] = await db().query<{ start_date_time: Date }>(
      'select s.start_date_time from slot_reservations r join slots s on s.id = r.slot_id where r.id = $1',
      [DEMO_CONFIRMED_RESERVATION.id],
    );
    const cutoff = amendOrderCutoff({ slotType: 'DELIVERY', startDateTime: new Date(booked.start_date_time) });
    clock.advance(cutoff.getTime() - clock.now().getTime() + 1000);
    const { token } = await signInAs(app(), DEMO_AMENDING_SHOPPER);
    const alex = { headers: bearer(token) };
    const slotId = await addSlot(db(), clock.now(), { branchId: '427', daysAhead: 6 });

    const changing = await reserve(alex, {
      customerOrderId: DEMO_AMENDING_SHOPPER.openOrderId,
      slotId,
      addressId: 'A-3002',
    });
    expect(changing.statusCode).toBe(409);
    expect(error(changing).error).toBe('slot_not_changeable');
    const cancelling = await cancel(alex, DEMO_CONFIRMED_RESERVATION.id);
    expect(cancelling.statusCode).toBe(409);
    expect(error(cancelling).message).toMatch(/amend this order has passed/);
  });

  it('refuses slots that can no longer be booked, orders that are not open, and mismatched addresses', async () => {
    const { shopper, addressId } = await ready();
    const pastCutoff = await addSlot(db(), clock.now(), { date: londonDateOf(clock.now()), hour: 23 });
    const closed = await reserve(shopper, { customerOrderId: shopper.orderId, slotId: pastCutoff, addressId });
    expect(closed.statusCode).toBe(409);
    expect(error(closed).error).toBe('slot_closed');

    const bath = await addSlot(db(), clock.now(), { branchId: '427' });
    const notServed = await reserve(shopper, { customerOrderId: shopper.orderId, slotId: bath, addressId });
    expect(notServed.statusCode).toBe(400);
    expect(error(notServed)).toMatchObject({ error: 'address_not_served' });
    expect(error(notServed).message).toMatch(/^addressId: /);

    const placed = await newShopper(db(), clock.now(), 'PLACED');
    const placedAddress = await addAddress(db(), placed.id);
    const slotId = await addSlot(db(), clock.now());
    const notOpen = await reserve(placed, { customerOrderId: placed.orderId, slotId, addressId: placedAddress });
    expect(notOpen.statusCode).toBe(409);
    expect(error(notOpen).error).toBe('order_not_open');

    const unknown = await reserve(shopper, {
      customerOrderId: shopper.orderId,
      slotId: 'D-651-19990101-0700',
      addressId,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['slotId', (s: TestShopper) => ({ customerOrderId: s.orderId })],
    ['customerOrderId', () => ({ slotId: 'D-651-20250101-0700' })],
    ['addressId', (s: TestShopper) => ({ customerOrderId: s.orderId, slotId: 'x', addressId: 'A 1; drop' })],
  ])('refuses a bad %s with 400 naming it', async (field, body) => {
    const shopper = await newShopper(db(), clock.now());
    const response = await reserve(shopper, body(shopper));
    expect(response.statusCode).toBe(400);
    expect(error(response).message).toContain(`${field}:`);
  });

  it('asks for an address when booking delivery (400 naming addressId)', async () => {
    const { shopper, slotId } = await ready();
    const response = await reserve(shopper, { customerOrderId: shopper.orderId, slotId });
    expect(response.statusCode).toBe(400);
    expect(error(response).message).toContain('addressId:');
  });

  it('refuses an oversized body (413) and a bad query or path (400)', async () => {
    const shopper = await newShopper(db(), clock.now());
    const big = await reserve(shopper, { customerOrderId: shopper.orderId, slotId: 'x', padding: 'x'.repeat(2000) });
    expect(big.statusCode).toBe(413);
    const noOrder = await app().inject({ method: 'GET', url: '/slot-reservations', headers: shopper.headers });
    expect(noOrder.statusCode).toBe(400);
    expect(error(noOrder).message).toContain('customerOrderId:');
    const badId = await cancel(shopper, encodeURIComponent('SR 1'));
    expect(badId.statusCode).toBe(400);
    expect(error(badId).message).toContain('slotReservationId:');
  });

  it.each([
    ['GET', '/slot-reservations?customerOrderId=9000001'],
    ['POST', '/slot-reservations'],
    ['DELETE', '/slot-reservations/SR-100001'],
  ] as const)('refuses %s %s without a session (401)', async (method, url) => {
    const response = await app().inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
    expect(error(response).error).toBe('unauthenticated');
  });
});
