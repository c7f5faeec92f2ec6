import { expect, it } from 'vitest';
import { ServiceError, SlotReservation, SlotReservationsResponse } from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { confirmReservation } from './confirm-reservation.ts';
import { addAddress, addSlot, newShopper, reservedPlaces, useFulfilmentApp } from './fulfilment-test-kit.ts';
import { RESERVATION_HOLD_MS } from './reservation-rows.ts';

const SHOPPERS = 20;

describeEachDatabase('slot reservations under load', (target) => {
  const { app, db, clock } = useFulfilmentApp(target);
  const reserve = (headers: Record<string, string>, payload: object) =>
    app().inject({ method: 'POST', url: '/slot-reservations', headers, payload });

  it(`gives the last place to exactly one of ${SHOPPERS} shoppers asking at once`, async () => {
    const slotId = await addSlot(db(), clock.now(), { capacity: 6, reserved: 5 });
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const shopper = await newShopper(db(), clock.now());
        return { ...shopper, addressId: await addAddress(db(), shopper.id) };
      }),
    );
    const responses = await Promise.all(
      shoppers.map((s) => reserve(s.headers, { customerOrderId: s.orderId, slotId, addressId: s.addressId })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(SHOPPERS - 1).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(ServiceError.parse(refused.json()).error).toBe('slot_full');
    }
    expect(await reservedPlaces(db(), slotId)).toBe(6);
    const holds = await db().query("select 1 from slot_reservations where slot_id = $1 and status = 'UNCONFIRMED'", [
      slotId,
    ]);
    expect(holds).toHaveLength(1);
  });

  it('leaves one order with exactly one hold when it books many slots at once', async () => {
    const shopper = await newShopper(db(), clock.now());
    const addressId = await addAddress(db(), shopper.id);
    const slotIds = await Promise.all(Array.from({ length: 8 }, () => addSlot(db(), clock.now(), { capacity: 3 })));
    const responses = await Promise.all(
      slotIds.map((slotId) => reserve(shopper.headers, { customerOrderId: shopper.orderId, slotId, addressId })),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const listed = await app().inject({
      method: 'GET',
      url: `/slot-reservations?customerOrderId=${shopper.orderId}`,
      headers: shopper.headers,
    });
    const live = SlotReservationsResponse.parse(listed.json()).slotReservations.filter(
      (r) => r.status === 'UNCONFIRMED',
    );
    expect(live).toHaveLength(1);
    const places = await Promise.all(slotIds.map((slotId) => reservedPlaces(db(), slotId)));
    expect(places.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(places[slotIds.indexOf(live[0]?.slotId ?? '')]).toBe(1);
  });

  it('confirms a live hold when the order is placed, releasing the slot it had before', async () => {
    const shopper = await newShopper(db(), clock.now());
    const addressId = await addAddress(db(), shopper.id);
    const first = await addSlot(db(), clock.now());
    const second = await addSlot(db(), clock.now());
    await reserve(shopper.headers, { customerOrderId: shopper.orderId, slotId: first, addressId });
    const confirmed = await db().transaction((tx) => confirmReservation(tx, shopper.orderId, clock.now()));
    expect(confirmed).toMatchObject({ slotId: first, status: 'CONFIRMED', expiryDateTime: null });

    // Amending: a new hold, then placing again moves the booking to it.
    await db().query("update orders set state = 'AMENDING' where customer_order_id = $1", [shopper.orderId]);
    const held = await reserve(shopper.headers, { customerOrderId: shopper.orderId, slotId: second, addressId });
    expect(held.statusCode, held.body).toBe(201);
    const moved = await db().transaction((tx) => confirmReservation(tx, shopper.orderId, clock.now()));
    expect(SlotReservation.parse(moved)).toMatchObject({ slotId: second, status: 'CONFIRMED' });
    expect([await reservedPlaces(db(), first), await reservedPlaces(db(), second)]).toEqual([0, 1]);
  });

  it('does not confirm a hold that has lapsed: the order keeps no slot', async () => {
    const shopper = await newShopper(db(), clock.now());
    const addressId = await addAddress(db(), shopper.id);
    const slotId = await addSlot(db(), clock.now());
    await reserve(shopper.headers, { customerOrderId: shopper.orderId, slotId, addressId });
    clock.advance(RESERVATION_HOLD_MS + 1);
    expect(await db().transaction((tx) => confirmReservation(tx, shopper.orderId, clock.now()))).toBeUndefined();
    expect(await reservedPlaces(db(), slotId)).toBe(0);
  });
});
