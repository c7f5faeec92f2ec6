import { expect, it } from 'vitest';
import { formatAmendMessage, ServiceError, SlotsResponse } from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs } from '../../testing/test-app.ts';
import { addAddress, addSlot, newShopper, useFulfilmentApp } from './fulfilment-test-kit.ts';
import { addDays, londonDateOf } from './london-time.ts';
import { RESERVATION_HOLD_MS } from './reservation-rows.ts';

describeEachDatabase('GET /slots', (target) => {
  const { app, db, clock } = useFulfilmentApp(target);
  const getSlots = (query: string, headers: Record<string, string>) =>
    app().inject({ method: 'GET', url: `/slots?${query}`, headers });
  const ok = async (query: string, headers: Record<string, string>) => {
    const response = await getSlots(query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return SlotsResponse.parse(response.json());
  };
  const refused = async (query: string, headers: Record<string, string>, status: number) => {
    const response = await getSlots(query, headers);
    expect(response.statusCode, response.body).toBe(status);
    return ServiceError.parse(response.json());
  };

  it("lists delivery slots for the shopper's address from the branch that delivers there", async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const now = clock.now();
    const body = await ok('slotType=DELIVERY&addressId=A-3001', bearer(token));
    expect(body.branchId).toBe('651');
    expect(body.addressId).toBe('A-3001');
    expect(body.fromDate).toBe(londonDateOf(now));
    expect(body.toDate).toBe(addDays(londonDateOf(now), 20));
    expect(body.slots.length).toBeGreaterThan(200);
    const starts = body.slots.map((slot) => Date.parse(slot.startDateTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const slot of body.slots) {
      expect(slot.slotType).toBe('DELIVERY');
      expect(Date.parse(slot.amendOrderCutoffDateTime)).toBeGreaterThan(now.getTime());
      expect(slot.remainingCapacity).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(body.slots.map((slot) => slot.deliveryCharge.amount)).size).toBeGreaterThan(2);
    expect(body.slots.some((slot) => slot.remainingCapacity === 0)).toBe(true);
  });

  it('keeps to the London dates asked for, both inclusive', async () => {
    const shopper = await newShopper(db(), clock.now());
    const day = addDays(londonDateOf(clock.now()), 4);
    const body = await ok(`slotType=GROCERY_COLLECTION&branchId=101&fromDate=${day}&toDate=${day}`, shopper.headers);
    expect(body.slots).toHaveLength(12);
    expect(body.slots.every((slot) => londonDateOf(new Date(slot.startDateTime)) === day)).toBe(true);
    expect(body.slots.every((slot) => slot.deliveryCharge.amount === 0)).toBe(true);
  });

  it("answers another customer's address with 404", async () => {
    const shopper = await newShopper(db(), clock.now());
    expect((await refused('slotType=DELIVERY&addressId=A-3001', shopper.headers, 404)).error).toBe('not_found');
  });

  it('refuses an address no branch delivers to, and a branch without the service, with 400', async () => {
    const shopper = await newShopper(db(), clock.now());
    const plymouth = await addAddress(db(), shopper.id, 'PL1 2AB');
    const farAway = await refused(`slotType=DELIVERY&addressId=${plymouth}`, shopper.headers, 400);
    expect(farAway).toMatchObject({ error: 'address_not_served' });
    expect(farAway.message).toMatch(/^addressId: /);
    const noService = await refused('slotType=ENTERTAINING_COLLECTION&branchId=101', shopper.headers, 400);
    expect(noService.error).toBe('service_not_offered');
    expect(noService.message).toMatch(/^branchId: /);
    expect((await refused('slotType=GROCERY_COLLECTION&branchId=998', shopper.headers, 404)).error).toBe('not_found');
  });

  it.each([
    ['slotType', 'slotType=UNDEFINED&branchId=101'],
    ['slotType', 'slotType=DELIVERY_SERVICE&branchId=101'],
    ['slotType', 'branchId=101'],
    ['addressId', 'slotType=DELIVERY'],
    ['branchId', 'slotType=GROCERY_COLLECTION'],
    ['fromDate', 'slotType=GROCERY_COLLECTION&branchId=101&fromDate=2025-02-30'],
    ['toDate', 'slotType=GROCERY_COLLECTION&branchId=101&fromDate=2025-03-10&toDate=2025-03-09'],
    ['toDate', 'slotType=GROCERY_COLLECTION&branchId=101&fromDate=2025-03-01&toDate=2025-03-22'],
  ])('refuses a bad %s with 400 naming it (%s)', async (field, query) => {
    const shopper = await newShopper(db(), clock.now());
    expect((await refused(query, shopper.headers, 400)).message).toContain(`${field}:`);
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await refused('slotType=GROCERY_COLLECTION&branchId=101', {}, 401)).error).toBe('unauthenticated');
  });

  it('counts places held by lapsed reservations as free again', async () => {
    const shopper = await newShopper(db(), clock.now());
    const address = await addAddress(db(), shopper.id);
    const slotId = await addSlot(db(), clock.now(), { capacity: 3, reserved: 2 });
    const reserve = await app().inject({
      method: 'POST',
      url: '/slot-reservations',
      headers: shopper.headers,
      payload: { customerOrderId: shopper.orderId, slotId, addressId: address },
    });
    expect(reserve.statusCode, reserve.body).toBe(201);
    const remaining = async () =>
      (await ok(`slotType=DELIVERY&addressId=${address}`, shopper.headers)).slots.find((s) => s.id === slotId)
        ?.remainingCapacity;
    expect(await remaining()).toBe(0);
    clock.advance(RESERVATION_HOLD_MS);
    expect(await remaining()).toBe(1);
  });

  it('gives Christmas entertaining slots the 15 December midnight cut-off', async () => {
    const shopper = await newShopper(db(), clock.now());
    const year = Number(londonDateOf(clock.now()).slice(0, 4)) + 1;
    const date = `${year}-12-22`;
    const slotId = await addSlot(db(), clock.now(), { slotType: 'ENTERTAINING_COLLECTION', date, hour: 11 });
    const body = await ok(
      `slotType=ENTERTAINING_COLLECTION&branchId=651&fromDate=${date}&toDate=${date}`,
      shopper.headers,
    );
    const slot = body.slots.find((s) => s.id === slotId);
    expect(slot?.amendOrderCutoffDateTime).toBe(`${year}-12-15T00:00:00.000Z`);
    expect(formatAmendMessage(slot?.amendOrderCutoffDateTime ?? '', clock.now())).toMatch(
      /^You can amend your order until 12AM at the start of the day on [A-Z][a-z]+day 15 December$/,
    );
  });
});
