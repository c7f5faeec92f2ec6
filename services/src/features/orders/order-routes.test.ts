import { expect, it } from 'vitest';
import {
  CANCEL_AMEND_ORDER_MUTATION,
  CancelAmendOrderResponse,
  GET_TROLLEY_QUERY,
  GetTrolleyResponse,
  Order,
  ServiceError,
  ShoppingContext,
} from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { createCustomer } from '../../testing/fixtures.ts';
import { createSession } from '../auth/sessions.ts';
import { bearer } from '../../testing/test-app.ts';
import { advanceOrder, startPreparing } from './branch-actions.ts';
import {
  addAddress,
  addSlot,
  graph,
  holdSlot,
  newShopper,
  orderState,
  P,
  placeHamperOrder,
  putLines,
  type TestShopper,
  untilJustBefore,
  useOrderApp,
} from './order-test-kit.ts';

describeEachDatabase('orders: view, amend, cancel amend, branch progress, instant checkout beacon', (target) => {
  const testApp = useOrderApp(target);
  const { app, db, clock } = testApp;

  const getOrder = (who: TestShopper, orderId = who.orderId) =>
    app().inject({ method: 'GET', url: `/v1/orders/${orderId}`, headers: who.headers });
  const amend = (who: TestShopper, orderId = who.orderId) =>
    app().inject({ method: 'POST', url: `/v1/orders/${orderId}/amend`, headers: who.headers });
  const place = (who: TestShopper) =>
    app().inject({
      method: 'PATCH',
      url: `/v1/orders/${who.orderId}/place`,
      headers: who.headers,
      payload: { event: 'PLACE' },
    });
  const cancelAmend = async (who: TestShopper) => {
    const response = await graph(
      app(),
      who.headers,
      CANCEL_AMEND_ORDER_MUTATION,
      { customerOrderId: who.orderId },
      'cancel-amend-order',
    );
    expect(response.statusCode, response.body).toBe(200);
    return CancelAmendOrderResponse.parse(response.json());
  };
  const trolleyLines = async (who: TestShopper) => {
    const response = await graph(app(), who.headers, GET_TROLLEY_QUERY, { trolleyQueryOrderId: who.orderId });
    const body = GetTrolleyResponse.parse(response.json());
    return (body.data?.getTrolley?.trolley?.trolleyItems ?? []).map((item) => [
      item.productId,
      item.quantity.amount,
      item.reservedQuantity,
    ]);
  };

  /** A new shopper's PLACED order: hamper and two milks, on a delivery slot four days ahead. */
  const placedOrder = async (hoursAhead = 96) => {
    const who = await newShopper(db(), clock.now());
    const { slotId, reservationId } = await placeHamperOrder(testApp, who, hoursAhead);
    return { who, slotId, reservationId };
  };

  it('shows the shopper their own order in the contract shape', async () => {
    const { who, reservationId } = await placedOrder();
    const response = await getOrder(who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const order = Order.parse(response.json());
    expect(order).toMatchObject({
      customerOrderId: who.orderId,
      customerId: who.id,
      state: 'PLACED',
      containsEntertainingLines: false,
      totals: {
        estimated: {
          items: { amount: 48 },
          deliveryCharge: { amount: 3.5, currencyCode: 'GBP' },
          total: { amount: 51.5 },
        },
      },
    });
    expect(
      order.orderLines.map((line) => [line.lineNumber, line.price.amount, line.quantity.amount, line.reservedQuantity]),
    ).toEqual([
      ['990004', 45, 1, 1],
      ['990001', 1.5, 2, 2],
    ]);
    expect(order.slots).toEqual([
      expect.objectContaining({
        slotReservationId: reservationId,
        slotType: 'DELIVERY',
        branchId: '990',
        status: 'CONFIRMED',
      }),
    ]);
  });

  it("answers 404 for another shopper's order and for one that does not exist, alike", async () => {
    const { who } = await placedOrder();
    const intruder = await newShopper(db(), clock.now());
    const theirs = await getOrder(intruder, who.orderId);
    const missing = await getOrder(intruder, '404404404');
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(ServiceError.parse(theirs.json()).error).toBe('not_found');
    expect(theirs.json().message).toBe(missing.json().message.replace('404404404', who.orderId));
  });

  it('answers a malformed order id with a 400 naming it', async () => {
    const who = await newShopper(db(), clock.now());
    const response = await getOrder(who, 'x'.repeat(41));
    expect(response.statusCode).toBe(400);
    expect(ServiceError.parse(response.json()).message).toMatch(/customerOrderId/);
  });

  it('starts amending a placed order, and discarding the amend puts lines and slot back', async () => {
    const { who, reservationId } = await placedOrder();
    const started = await amend(who);
    expect(started.statusCode, started.body).toBe(200);
    expect(Order.parse(started.json()).state).toBe('AMENDING');

    // Change everything: lines, quantities, and a new slot.
    await db().query('delete from trolley_items where customer_order_id = $1 and product_id = $2', [
      who.orderId,
      P.milk.id,
    ]);
    await putLines(db(), who.orderId, [{ product: P.bread, amount: 3 }]);
    const newSlot = await addSlot(db(), clock.now(), { hoursAhead: 120 });
    const newHold = await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId: newSlot });

    const result = await cancelAmend(who);
    expect(result).toEqual({ data: { cancelAmendOrder: { failures: [] } } });
    expect(await orderState(db(), who.orderId)).toBe('PLACED');
    expect(await trolleyLines(who)).toEqual([
      [P.hamper.id, 1, 1],
      [P.milk.id, 2, 2],
    ]);
    const statuses = await db().query<{ id: string; status: string }>(
      'select id, status from slot_reservations where customer_order_id = $1 order by id',
      [who.orderId],
    );
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [reservationId]: 'CONFIRMED',
      [newHold]: 'CANCELLED',
    });
    const [slot] = await db().query<{ reserved: number }>('select reserved from slots where id = $1', [newSlot]);
    expect(slot?.reserved).toBe(0);
  });

  it('reports a failure, not an error, when discarding an amend of an order not being amended', async () => {
    const { who } = await placedOrder();
    const result = await cancelAmend(who);
    expect(result.data?.cancelAmendOrder?.failures.map((failure) => failure.type)).toEqual(['ORDER_NOT_AMENDING']);
    expect(await orderState(db(), who.orderId)).toBe('PLACED');
  });

  it("brings the shopper's unplaced trolley into the order they start amending", async () => {
    const customer = await createCustomer(db(), {
      orders: [
        { state: 'PENDING', createdAt: new Date(clock.now().getTime() - 1000).toISOString() },
        { state: 'PENDING', createdAt: new Date(clock.now().getTime() - 500).toISOString() },
      ],
    });
    const [toPlace, later] = customer.orderIds as [string, string];
    const { token } = await createSession(db(), { customerId: customer.id, actorId: null, now: clock.now() });
    const who = { id: customer.id, orderId: toPlace, headers: bearer(token) };
    await addAddress(db(), customer.id);
    await putLines(db(), toPlace, [{ product: P.hamper, amount: 1 }]);
    const slotId = await addSlot(db(), clock.now());
    await holdSlot(db(), clock.now(), { orderId: toPlace, slotId });
    expect((await place(who)).statusCode).toBe(200);
    await putLines(db(), later, [
      { product: P.hamper, amount: 2 },
      { product: P.bread, amount: 1 },
    ]);
    const laterSlot = await addSlot(db(), clock.now(), { hoursAhead: 100 });
    await holdSlot(db(), clock.now(), { orderId: later, slotId: laterSlot });

    expect((await amend(who)).statusCode).toBe(200);
    expect(await trolleyLines(who)).toEqual([
      [P.hamper.id, 3, 1],
      [P.bread.id, 1, 0],
    ]);
    expect(await orderState(db(), later)).toBe('CANCELLED');
    const [slot] = await db().query<{ reserved: number }>('select reserved from slots where id = $1', [laterSlot]);
    expect(slot?.reserved).toBe(0);
    const context = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: who.headers });
    expect(ShoppingContext.parse(context.json())).toMatchObject({
      customerOrderId: toPlace,
      customerOrderState: 'AMENDING',
    });
  });

  it('refuses to amend after the cut-off, once preparing, once picked, or twice', async () => {
    // Placed four days ahead, then the clock moves to a minute before the slot: its cut-off (11:30pm
    // the night before) has passed, whatever the time of day the test runs at.
    const late = await placedOrder(96);
    clock.advance(await untilJustBefore(db(), late.slotId, clock.now()));
    // Four days on, the shopper signs in again (their first session has expired).
    const { token } = await createSession(db(), { customerId: late.who.id, actorId: null, now: clock.now() });
    const lateResponse = await amend({ ...late.who, headers: bearer(token) });
    expect(lateResponse.statusCode).toBe(409);
    expect(ServiceError.parse(lateResponse.json())).toMatchObject({
      error: 'order_not_amendable',
      message: expect.stringMatching(/cut-off/),
    });
    clock.reset();

    const preparing = await placedOrder();
    await startPreparing(db(), preparing.who.orderId, clock.now());
    expect((await amend(preparing.who)).statusCode).toBe(409);

    const picked = await placedOrder();
    await advanceOrder(db(), picked.who.orderId, 'pick', clock.now());
    const response = await amend(picked.who);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/PICKED/);

    const twice = await placedOrder();
    expect((await amend(twice.who)).statusCode).toBe(200);
    expect((await amend(twice.who)).statusCode).toBe(409);
  });

  it("answers 404 to amending another shopper's order", async () => {
    const { who } = await placedOrder();
    const intruder = await newShopper(db(), clock.now());
    expect((await amend(intruder, who.orderId)).statusCode).toBe(404);
    expect(await orderState(db(), who.orderId)).toBe('PLACED');
  });

  it('moves an order through the branch: PICKED, FULFIL, COMPLETED, and no further', async () => {
    const { who } = await placedOrder();
    await expect(advanceOrder(db(), who.orderId, 'dispatch', clock.now())).rejects.toThrow(/PLACED/);
    await advanceOrder(db(), who.orderId, 'pick', clock.now());
    const picked = Order.parse((await getOrder(who)).json());
    expect(picked).toMatchObject({ state: 'PICKED', slotChangeable: false, amendable: false });
    await advanceOrder(db(), who.orderId, 'dispatch', clock.now());
    await advanceOrder(db(), who.orderId, 'complete', clock.now());
    expect(await orderState(db(), who.orderId)).toBe('COMPLETED');
    await expect(advanceOrder(db(), who.orderId, 'pick', clock.now())).rejects.toThrow(/COMPLETED/);
    const events = await db().query<{ event: string }>(
      'select event from order_events where customer_order_id = $1 order by id',
      [who.orderId],
    );
    expect(events.map((row) => row.event)).toEqual(['PLACED', 'PICKED', 'DISPATCHED', 'COMPLETED']);
  });

  const beacon = (orderId: string) => ({
    customerOrderId: orderId,
    branchId: '990',
    deliveryChargeAmount: 3.5,
    slotType: 'DELIVERY',
    instantCheckoutTrolleyItems: [{ lineNumber: '990001', totalPrice: 4.5, quantity: 3, quantityDelta: 1 }],
  });
  const sendBeacon = (who: TestShopper, body: unknown) =>
    app().inject({
      method: 'POST',
      url: '/mfe/common/api/v1/instantCheckoutTransactionComplete',
      headers: who.headers,
      payload: body as object,
    });

  it('records the instant checkout beacon for the shopper’s own order', async () => {
    const { who } = await placedOrder();
    const response = await sendBeacon(who, beacon(who.orderId));
    expect(response.statusCode).toBe(204);
    const rows = await db().query<{ delivery_charge_pence: number; items: unknown }>(
      'select delivery_charge_pence, items from instant_checkout_beacons where customer_order_id = $1',
      [who.orderId],
    );
    expect(rows).toEqual([{ delivery_charge_pence: 350, items: beacon(who.orderId).instantCheckoutTrolleyItems }]);
  });

  it('keeps the latest beacon of an order only, however often it is sent', async () => {
    const { who } = await placedOrder();
    for (const deliveryChargeAmount of [1, 2, 3, 4.5]) {
      expect((await sendBeacon(who, { ...beacon(who.orderId), deliveryChargeAmount })).statusCode).toBe(204);
    }
    const rows = await db().query<{ delivery_charge_pence: number }>(
      'select delivery_charge_pence from instant_checkout_beacons where customer_order_id = $1',
      [who.orderId],
    );
    expect(rows).toEqual([{ delivery_charge_pence: 450 }]);
  });

  it("answers a beacon for another shopper's order with 404 and records nothing", async () => {
    const { who } = await placedOrder();
    const intruder = await newShopper(db(), clock.now());
    expect((await sendBeacon(intruder, beacon(who.orderId))).statusCode).toBe(404);
    const rows = await db().query('select 1 from instant_checkout_beacons where customer_order_id = $1', [who.orderId]);
    expect(rows).toEqual([]);
  });

  it.each([
    ['a negative delivery charge', { deliveryChargeAmount: -1 }, /deliveryChargeAmount/],
    ['an unknown slot type', { slotType: 'TELEPORT' }, /slotType/],
    [
      'an item without a line number',
      { instantCheckoutTrolleyItems: [{ totalPrice: 1, quantity: 1, quantityDelta: 0 }] },
      /instantCheckoutTrolleyItems\.0\.lineNumber/,
    ],
  ])('answers a beacon with %s with a 400 naming the field', async (_, change, field) => {
    const who = await newShopper(db(), clock.now());
    const response = await sendBeacon(who, { ...beacon(who.orderId), ...change });
    expect(response.statusCode).toBe(400);
    expect(ServiceError.parse(response.json()).message).toMatch(field);
  });

  it('refuses a beacon over the body size limit', async () => {
    const who = await newShopper(db(), clock.now());
    const items = Array.from({ length: 3000 }, (_, index) => ({
      lineNumber: String(index),
      totalPrice: 1,
      quantity: 1,
      quantityDelta: 0,
    }));
    const response = await sendBeacon(who, { ...beacon(who.orderId), instantCheckoutTrolleyItems: items });
    expect(response.statusCode).toBe(413);
  });

  it('refuses every order route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/v1/orders/1'],
      ['POST', '/v1/orders/1/amend'],
      ['POST', '/mfe/common/api/v1/instantCheckoutTransactionComplete'],
    ] as const) {
      const response = await app().inject({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
