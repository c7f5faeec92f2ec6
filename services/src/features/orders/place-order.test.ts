import { expect, it } from 'vitest';
import { Order, PlaceOrderError, ServiceError } from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { branchAdjustLine, withdrawSlot } from './branch-actions.ts';
import { addPromoCode, addTender, applyPromoCode, putAccountOnHold } from './checkout-extras.ts';
import {
  addAddress,
  addSlot,
  holdSlot,
  newShopper,
  orderState,
  P,
  putLines,
  type TestShopper,
  untilJustBefore,
  useOrderApp,
} from './order-test-kit.ts';

describeEachDatabase('PATCH /v1/orders/{id}/place', (target) => {
  const { app, db, clock } = useOrderApp(target);

  const place = (who: TestShopper, body: unknown = { event: 'PLACE' }, orderId = who.orderId) =>
    app().inject({
      method: 'PATCH',
      url: `/v1/orders/${orderId}/place`,
      headers: who.headers,
      payload: body as object,
    });
  const instantly = { event: 'PLACE', orderOptions: { instantCheckout: true } };
  const amend = (who: TestShopper) =>
    app().inject({ method: 'POST', url: `/v1/orders/${who.orderId}/amend`, headers: who.headers });

  /** A PENDING order that can be placed: £45 of groceries, an address, a delivery slot held four days ahead. */
  const readyOrder = async (
    options: { slotType?: 'DELIVERY' | 'GROCERY_COLLECTION' | 'ENTERTAINING_COLLECTION' } = {},
  ) => {
    const who = await newShopper(db(), clock.now());
    const addressId = await addAddress(db(), who.id);
    await putLines(db(), who.orderId, [{ product: P.hamper, amount: 1 }]);
    const slotId = await addSlot(db(), clock.now(), { slotType: options.slotType ?? 'DELIVERY', hoursAhead: 96 });
    const reservationId = await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId, addressId });
    return { who, slotId, reservationId, addressId };
  };

  const refusal = async (response: Awaited<ReturnType<typeof place>>, status = 409) => {
    expect(response.statusCode, response.body).toBe(status);
    return PlaceOrderError.parse(response.json());
  };

  /** A PLACED order, then amended: the state instant checkout works from. */
  const amendingOrder = async () => {
    const ready = await readyOrder();
    expect((await place(ready.who)).statusCode).toBe(200);
    expect((await amend(ready.who)).statusCode).toBe(200);
    return ready;
  };

  const reservationStatus = async (id: string) =>
    (await db().query<{ status: string }>('select status from slot_reservations where id = $1', [id]))[0]?.status;
  const reserved = async (slotId: string) =>
    (await db().query<{ reserved: number }>('select reserved from slots where id = $1', [slotId]))[0]?.reserved;

  it('places a ready order: PLACED, slot confirmed, lines held, card authorised for the total', async () => {
    const { who, slotId, reservationId } = await readyOrder();
    const response = await place(who);
    expect(response.statusCode, response.body).toBe(200);
    const order = Order.parse(response.json());
    expect(order).toMatchObject({
      customerOrderId: who.orderId,
      state: 'PLACED',
      containsEntertainingLines: false,
      orderLines: [{ lineNumber: '990004', quantity: { amount: 1, uom: 'C62' }, reservedQuantity: 1 }],
      totals: { estimated: { items: { amount: 45 }, deliveryCharge: { amount: 3.5 }, total: { amount: 48.5 } } },
      amendable: true,
      slotChangeable: true,
    });
    expect(order.slots[0]).toMatchObject({ slotReservationId: reservationId, status: 'CONFIRMED' });
    expect(order.placedAt).not.toBeNull();
    expect(await reservationStatus(reservationId)).toBe('CONFIRMED');
    expect(await reserved(slotId)).toBe(1);
    const [row] = await db().query<{ authorised_amount_pence: number }>(
      'select authorised_amount_pence from orders where customer_order_id = $1',
      [who.orderId],
    );
    expect(row?.authorised_amount_pence).toBe(4850);
  });

  it('places an order once when it is placed twice at the same moment', async () => {
    const { who, slotId, reservationId } = await readyOrder();
    const responses = await Promise.all([place(who), place(who), place(who)]);
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(Order.parse(response.json()).state).toBe('PLACED');
    }
    const events = await db().query("select 1 from order_events where customer_order_id = $1 and event = 'PLACED'", [
      who.orderId,
    ]);
    expect(events).toHaveLength(1);
    expect(await reservationStatus(reservationId)).toBe('CONFIRMED');
    expect(await reserved(slotId)).toBe(1);
  });

  it('answers a repeat place call with the placed order, changing nothing', async () => {
    const { who } = await readyOrder();
    const first = Order.parse((await place(who)).json());
    const again = await place(who);
    expect(again.statusCode).toBe(200);
    expect(Order.parse(again.json())).toEqual(first);
  });

  it('refuses to place an order that is past placing, without a catalogue code', async () => {
    const who = await newShopper(db(), clock.now(), 'COMPLETED');
    const response = await place(who);
    expect(response.statusCode).toBe(409);
    const body = ServiceError.parse(response.json());
    expect(body.error).toBe('order_not_placeable');
    expect(PlaceOrderError.safeParse(response.json()).success).toBe(false);
  });

  it('017: refuses an order with no slot booked', async () => {
    const who = await newShopper(db(), clock.now());
    await putLines(db(), who.orderId, [{ product: P.hamper, amount: 1 }]);
    expect((await refusal(await place(who))).code).toBe('ORDER_ORCHESTRATION_017');
    expect(await orderState(db(), who.orderId)).toBe('PENDING');
  });

  it('029: refuses an order whose slot hold has expired, and gives the place back', async () => {
    const who = await newShopper(db(), clock.now());
    await putLines(db(), who.orderId, [{ product: P.hamper, amount: 1 }]);
    const slotId = await addSlot(db(), clock.now());
    await holdSlot(db(), clock.now(), {
      orderId: who.orderId,
      slotId,
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    clock.advance(120_000);
    expect((await refusal(await place(who))).code).toBe('ORDER_ORCHESTRATION_029');
  });

  it('041: refuses an empty trolley, and one with unavailable items', async () => {
    const empty = await readyOrder();
    await db().query('delete from trolley_items where customer_order_id = $1', [empty.who.orderId]);
    expect((await refusal(await place(empty.who))).code).toBe('ORDER_ORCHESTRATION_041');

    const conflicted = await readyOrder();
    await putLines(db(), conflicted.who.orderId, [{ product: P.gone, amount: 1 }]);
    const body = await refusal(await place(conflicted.who));
    expect(body.code).toBe('ORDER_ORCHESTRATION_041');
    expect(body.message).toMatch(/unavailable/);
  });

  it('042: refuses a delivery below the minimum spend', async () => {
    const { who } = await readyOrder();
    await db().query('delete from trolley_items where customer_order_id = $1', [who.orderId]);
    await putLines(db(), who.orderId, [{ product: P.milk, amount: 20 }]); // £30 < £40
    expect((await refusal(await place(who))).code).toBe('ORDER_ORCHESTRATION_042');
  });

  it('043: refuses a groceries-and-entertaining collection with only entertaining items', async () => {
    const { who } = await readyOrder({ slotType: 'GROCERY_COLLECTION' });
    await db().query('delete from trolley_items where customer_order_id = $1', [who.orderId]);
    await putLines(db(), who.orderId, [{ product: P.platter, amount: 1 }]);
    expect((await refusal(await place(who))).code).toBe('ORDER_ORCHESTRATION_043');
  });

  it('125: refuses an entertaining collection when the shopper has no contact address', async () => {
    const who = await newShopper(db(), clock.now());
    await putLines(db(), who.orderId, [{ product: P.platter, amount: 2 }]);
    const slotId = await addSlot(db(), clock.now(), { slotType: 'ENTERTAINING_COLLECTION', hoursAhead: 96 });
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId });
    expect((await refusal(await place(who))).code).toBe('ORDER_ORCHESTRATION_125');
    await addAddress(db(), who.id);
    expect((await place(who)).statusCode).toBe(200);
  });

  it('091: refuses an order whose promo code has expired since it was applied', async () => {
    const now = clock.now();
    await addPromoCode(db(), {
      code: 'BRIEF5',
      description: '5% off for a minute',
      percentOff: 5,
      validFrom: new Date(now.getTime() - 60_000),
      validUntil: new Date(now.getTime() + 60_000),
    });
    const { who } = await readyOrder();
    await applyPromoCode(db(), who.orderId, 'BRIEF5', now);
    clock.advance(120_000);
    const body = await refusal(await place(who));
    expect(body.code).toBe('ORDER_ORCHESTRATION_091');
    expect(body.message).toMatch(/BRIEF5 has expired/);
  });

  it('111: refuses a shopper whose account is on hold, giving the customer services number', async () => {
    const { who } = await readyOrder();
    await putAccountOnHold(db(), who.id, 'Payment dispute', clock.now());
    const body = await refusal(await place(who), 403);
    expect(body.code).toBe('ORDER_ORCHESTRATION_111');
    expect(body.message).toMatch(/0808 157 0192/);
  });

  it('044: refuses when the held slot was withdrawn, or its cut-off has passed', async () => {
    const withdrawn = await readyOrder();
    await withdrawSlot(db(), withdrawn.slotId, 'Van off the road', clock.now());
    expect((await refusal(await place(withdrawn.who))).code).toBe('ORDER_ORCHESTRATION_044');
    expect(await reservationStatus(withdrawn.reservationId)).toBe('UNCONFIRMED');

    // A slot a minute away was cut off at 11:30pm the night before, whatever the time of day now.
    const soon = await addSlot(db(), clock.now(), { hoursAhead: 96 });
    clock.advance(await untilJustBefore(db(), soon, clock.now()));
    const who = await newShopper(db(), clock.now());
    await putLines(db(), who.orderId, [{ product: P.hamper, amount: 1 }]);
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId: soon });
    expect((await refusal(await place(who))).code).toBe('ORDER_ORCHESTRATION_044');
  });

  it('058: while amending, refuses an unavailable new slot and says the previous one is kept', async () => {
    const { who, reservationId: previous } = await amendingOrder();
    const newSlot = await addSlot(db(), clock.now(), { hoursAhead: 120 });
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId: newSlot });
    await withdrawSlot(db(), newSlot, 'Driver shortage', clock.now());
    const body = await refusal(await place(who, instantly));
    expect(body.code).toBe('ORDER_ORCHESTRATION_058');
    expect(body.previousSlot).toMatchObject({ slotReservationId: previous, status: 'CONFIRMED' });
    expect(await reservationStatus(previous)).toBe('CONFIRMED');
  });

  it('re-places an amended order on its new slot, giving up the old one', async () => {
    const { who, slotId: oldSlot, reservationId: previous } = await amendingOrder();
    const newSlot = await addSlot(db(), clock.now(), { hoursAhead: 120 });
    const next = await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId: newSlot });
    const response = await place(who, instantly);
    expect(response.statusCode, response.body).toBe(200);
    expect(Order.parse(response.json()).slots.map((slot) => slot.slotReservationId)).toEqual([next]);
    expect(await reservationStatus(previous)).toBe('CANCELLED');
    expect(await reserved(oldSlot)).toBe(0);
    expect(await reservationStatus(next)).toBe('CONFIRMED');
  });

  it('123 and 124: refuses instant checkout with a gift card or voucher, not normal checkout', async () => {
    for (const [kind, code] of [
      ['GIFT_CARD', 'ORDER_ORCHESTRATION_123'],
      ['VOUCHER', 'ORDER_ORCHESTRATION_124'],
    ] as const) {
      const { who } = await amendingOrder();
      await addTender(db(), {
        customerOrderId: who.orderId,
        kind,
        reference: '4321',
        amountPence: 1000,
        now: clock.now(),
      });
      expect((await refusal(await place(who, instantly))).code).toBe(code);
      expect((await place(who)).statusCode).toBe(200);
    }
  });

  it('127: refuses instant checkout when the new total is more than 10% over the authorised amount', async () => {
    const { who } = await amendingOrder(); // authorised £48.50
    await putLines(db(), who.orderId, [{ product: P.milk, amount: 3 }]); // +£4.50 = £53.00, within £53.35
    expect((await place(who, instantly)).statusCode).toBe(200);

    expect((await amend(who)).statusCode).toBe(200);
    await db().query('update trolley_items set quantity_amount = 5 where customer_order_id = $1 and product_id = $2', [
      who.orderId,
      P.milk.id,
    ]); // £56.00
    expect((await refusal(await place(who, instantly))).code).toBe('ORDER_ORCHESTRATION_127');
    expect((await place(who)).statusCode).toBe(200);
  });

  it('136: refuses instant checkout when a price changed since amending began', async () => {
    const { who } = await amendingOrder();
    await db().query('update products set price_pence = 4600 where id = $1', [P.hamper.id]);
    try {
      expect((await refusal(await place(who, instantly))).code).toBe('ORDER_ORCHESTRATION_136');
    } finally {
      await db().query('update products set price_pence = $2 where id = $1', [P.hamper.id, P.hamper.pricePence]);
    }
  });

  it('137: refuses instant checkout when the branch substituted a line since amending began', async () => {
    const { who } = await amendingOrder();
    await putLines(db(), who.orderId, [{ product: P.bread, amount: 1 }]);
    await branchAdjustLine(db(), who.orderId, P.bread.id, P.milk.id, clock.now());
    expect((await refusal(await place(who, instantly))).code).toBe('ORDER_ORCHESTRATION_137');
  });

  it('refuses a body that is not a PLACE event, naming the field', async () => {
    const { who } = await readyOrder();
    for (const body of [{ event: 'AMEND' }, { event: 'PLACE', orderOptions: { instantCheckout: 'yes' } }]) {
      const response = await place(who, body);
      expect(response.statusCode).toBe(400);
      expect(ServiceError.parse(response.json()).message).toMatch(/event|orderOptions\.instantCheckout/);
    }
    expect(await orderState(db(), who.orderId)).toBe('PENDING');
  });

  it("answers 404 for another shopper's order and leaves it unplaced", async () => {
    const { who } = await readyOrder();
    const intruder = await newShopper(db(), clock.now());
    const response = await place(intruder, { event: 'PLACE' }, who.orderId);
    expect(response.statusCode).toBe(404);
    expect(ServiceError.parse(response.json()).error).toBe('not_found');
    expect(await orderState(db(), who.orderId)).toBe('PENDING');
  });

  it('refuses a call without a session with a 401', async () => {
    const response = await app().inject({
      method: 'PATCH',
      url: '/v1/orders/9000001/place',
      payload: { event: 'PLACE' },
    });
    expect(response.statusCode).toBe(401);
  });
});
