import { expect, it } from 'vitest';
import {
  ADD_ITEM_TO_TROLLEY_MUTATION as ADD,
  CANCEL_AMEND_ORDER_MUTATION as CANCEL_AMEND,
  GET_TROLLEY_QUERY,
  GetTrolleyResponse,
  REMOVE_ITEM_FROM_TROLLEY_MUTATION as REMOVE,
  ServiceError,
  TrolleyQueryResult,
  UPDATE_ITEM_QUANTITY_MUTATION as UPDATE,
} from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { addPromoCode, applyPromoCode } from '../orders/checkout-extras.ts';
import { startPreparing } from '../orders/branch-actions.ts';
import { changeTrolley } from '../trolley/trolley-service.ts';
import {
  addSlot,
  graph,
  holdSlot,
  newShopper,
  P,
  putLines,
  type TestShopper,
  untilJustBefore,
  useOrderApp,
} from '../orders/order-test-kit.ts';

describeEachDatabase('POST /graph/live: the trolley', (target) => {
  const { app, db, clock } = useOrderApp(target);
  const shopper = (state?: Parameters<typeof newShopper>[2]) => newShopper(db(), clock.now(), state);

  const getTrolley = async (who: TestShopper, orderId = who.orderId) => {
    const response = await graph(app(), who.headers, GET_TROLLEY_QUERY, {
      trolleyQueryOrderId: orderId,
      orderQueryOrderId: orderId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return GetTrolleyResponse.parse(response.json());
  };
  const trolleyOf = async (who: TestShopper) => {
    const body = await getTrolley(who);
    expect(body.errors).toBeUndefined();
    return TrolleyQueryResult.parse(body.data?.getTrolley);
  };
  const mutate = async (who: TestShopper, query: string, field: string, variables: Record<string, unknown>) => {
    const response = await graph(app(), who.headers, query, { customerOrderId: who.orderId, ...variables });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: Record<string, unknown>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return TrolleyQueryResult.parse(body.data[field]);
  };
  const add = (who: TestShopper, product: { id: string }, amount: number, uom = 'C62') =>
    mutate(who, ADD, 'addItemToTrolley', { productId: product.id, quantity: { amount, uom } });
  // No client sets notes yet, so no known operation does (the graph refuses the document): set one as the
  // resolver would, and read it back through the graph.
  const setNote = async (who: TestShopper, trolleyItemId: string | undefined, noteToShopper: string | null) => {
    const shopper = { customerId: who.id, actorId: who.id };
    const change = { kind: 'set-note', trolleyItemId: trolleyItemId ?? '', noteToShopper } as const;
    const { failures } = await changeTrolley(db(), shopper, who.orderId, change, clock.now());
    return { ...(await trolleyOf(who)), failures };
  };

  it('gives a new shopper an empty trolley measured against the lower minimum spend', async () => {
    const who = await shopper();
    const body = await getTrolley(who);
    expect(body.data?.getOrder).toEqual({ containsEntertainingLines: false });
    expect(body.data?.getTrolley).toEqual({
      trolley: {
        amendingOrder: false,
        trolleyItems: [],
        trolleyTotals: {
          minimumSpendThresholdMet: false,
          itemTotalEstimatedCost: { amount: 0, currencyCode: 'GBP' },
          totalEstimatedCost: { amount: 0, currencyCode: 'GBP' },
          collectionMinimumOrderValue: { amount: 25, currencyCode: 'GBP' },
          deliveryMinimumOrderValue: { amount: 40, currencyCode: 'GBP' },
          deliveryCharge: { amount: 0, currencyCode: 'GBP' },
          savings: { amount: 0, currencyCode: 'GBP' },
          trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: 0 },
        },
      },
      failures: [],
      slotChangeable: true,
      instantCheckout: 'NOT_AMENDING',
    });
  });

  it('prices counted items by unit, and weighed items by weight or by estimated item', async () => {
    const who = await shopper();
    await add(who, P.milk, 2);
    await add(who, P.bananas, 3, 'C62');
    const byWeight = await shopper();
    const weighed = await add(byWeight, P.bananas, 1.5, 'KGM');

    const [milk, bananas] = (await trolleyOf(who)).trolley?.trolleyItems ?? [];
    expect(milk).toMatchObject({
      productId: P.milk.id,
      lineNumber: '990001',
      quantity: { amount: 2, uom: 'C62' },
      price: { amount: 1.5 },
      totalPrice: { amount: 3 },
      retailPrice: { price: { amount: 1.5 }, quantity: { amount: 1, uom: 'C62' } },
      reservedQuantity: 0,
    });
    // £2.00/kg × 0.9 kg = £1.80 an item; three of them.
    expect(bananas).toMatchObject({ price: { amount: 1.8 }, totalPrice: { amount: 5.4 } });
    expect(bananas?.retailPrice).toEqual({
      price: { amount: 2, currencyCode: 'GBP' },
      quantity: { amount: 1, uom: 'KGM' },
    });
    expect(weighed.trolley?.trolleyItems[0]).toMatchObject({ price: { amount: 2 }, totalPrice: { amount: 3 } });
    expect(weighed.trolley?.trolleyTotals.itemTotalEstimatedCost.amount).toBe(3);
  });

  it('adds to the existing line when the same product is added again', async () => {
    const who = await shopper();
    await add(who, P.milk, 2);
    const result = await add(who, P.milk, 3);
    expect(result.trolley?.trolleyItems).toHaveLength(1);
    expect(result.trolley?.trolleyItems[0]?.quantity).toEqual({ amount: 5, uom: 'C62' });
    expect(result.trolley?.trolleyTotals.itemTotalEstimatedCost.amount).toBe(7.5);
  });

  it("adds the current slot's delivery charge and measures the minimum spend for its type", async () => {
    const who = await shopper();
    const result = await add(who, P.milk, 20); // £30.00
    // No slot: the lower (collection) threshold, £25.
    expect(result.trolley?.trolleyTotals.minimumSpendThresholdMet).toBe(true);

    const delivery = await addSlot(db(), clock.now(), { slotType: 'DELIVERY', chargePence: 450 });
    const reservation = await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId: delivery });
    const withDelivery = (await trolleyOf(who)).trolley?.trolleyTotals;
    expect(withDelivery?.deliveryCharge.amount).toBe(4.5);
    expect(withDelivery?.totalEstimatedCost.amount).toBe(34.5);
    expect(withDelivery?.minimumSpendThresholdMet).toBe(false);

    await db().query(`update slot_reservations set status = 'CANCELLED' where id = $1`, [reservation]);
    const collection = await addSlot(db(), clock.now(), { slotType: 'GROCERY_COLLECTION' });
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId: collection });
    const withCollection = (await trolleyOf(who)).trolley?.trolleyTotals;
    expect(withCollection?.deliveryCharge.amount).toBe(0);
    expect(withCollection?.totalEstimatedCost.amount).toBe(30);
    expect(withCollection?.minimumSpendThresholdMet).toBe(true);
  });

  it('takes a valid percentage promo code off the items, and ignores an expired one', async () => {
    const now = clock.now();
    const day = 86_400_000;
    await addPromoCode(db(), {
      code: 'SAVE10',
      description: '10% off',
      percentOff: 10,
      validFrom: new Date(now.getTime() - day),
      validUntil: new Date(now.getTime() + day),
    });
    await addPromoCode(db(), {
      code: 'OLD20',
      description: '20% off, last month',
      percentOff: 20,
      validFrom: new Date(now.getTime() - 30 * day),
      validUntil: new Date(now.getTime() - day),
    });
    const who = await shopper();
    await add(who, P.hamper, 1); // £45.00
    await applyPromoCode(db(), who.orderId, 'SAVE10', now);
    await applyPromoCode(db(), who.orderId, 'OLD20', now);
    const totals = (await trolleyOf(who)).trolley?.trolleyTotals;
    expect(totals?.itemTotalEstimatedCost.amount).toBe(45);
    expect(totals?.savings.amount).toBe(4.5);
    expect(totals?.totalEstimatedCost.amount).toBe(40.5);
  });

  it('counts unavailable lines as hard conflicts and short-notice entertaining lines as soft', async () => {
    const who = await shopper();
    await putLines(db(), who.orderId, [
      { product: P.gone, amount: 1 },
      { product: P.platter, amount: 1 },
      { product: P.cake, amount: 1 },
      { product: P.milk, amount: 1 },
    ]);
    // No slot: nothing to measure notice against.
    expect((await trolleyOf(who)).trolley?.trolleyTotals.trolleyItemCounts).toEqual({
      hardConflicts: 1,
      softConflicts: 0,
      noConflicts: 3,
    });
    // Four days ahead: the platter's 2 days' notice is met, the cake's 7 are not.
    const slot = await addSlot(db(), clock.now(), { slotType: 'ENTERTAINING_COLLECTION', hoursAhead: 96 });
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId: slot });
    const body = await getTrolley(who);
    expect(body.data?.getTrolley?.trolley?.trolleyTotals.trolleyItemCounts).toEqual({
      hardConflicts: 1,
      softConflicts: 1,
      noConflicts: 2,
    });
    expect(body.data?.getOrder).toEqual({ containsEntertainingLines: true });
  });

  it('changes a quantity, removes a line at 0 or on request, and sets and clears a note', async () => {
    const who = await shopper();
    await add(who, P.milk, 1);
    const added = await add(who, P.bread, 1);
    const [milk, bread] = added.trolley?.trolleyItems ?? [];

    const updated = await mutate(who, UPDATE, 'updateItemQuantity', {
      trolleyItemId: milk?.trolleyItemId,
      quantity: { amount: 4, uom: 'C62' },
    });
    expect(updated.trolley?.trolleyItems.map((item) => item.quantity.amount)).toEqual([4, 1]);
    expect(updated.trolley?.trolleyTotals.itemTotalEstimatedCost.amount).toBe(7.2);

    const noted = await setNote(who, bread?.trolleyItemId, '  Sliced, please \n');
    expect(noted.trolley?.trolleyItems[1]?.noteToShopper).toBe('Sliced, please');
    const tooLong = await setNote(who, bread?.trolleyItemId, 'x'.repeat(101));
    expect(tooLong.failures.map((failure) => failure.type)).toEqual(['NOTE_TOO_LONG']);
    expect(tooLong.trolley?.trolleyItems[1]?.noteToShopper).toBe('Sliced, please');
    const cleared = await setNote(who, bread?.trolleyItemId, null);
    expect(cleared.trolley?.trolleyItems[1]?.noteToShopper).toBeNull();

    const zeroed = await mutate(who, UPDATE, 'updateItemQuantity', {
      trolleyItemId: milk?.trolleyItemId,
      quantity: { amount: 0, uom: 'C62' },
    });
    expect(zeroed.trolley?.trolleyItems.map((item) => item.productId)).toEqual([P.bread.id]);
    const removed = await mutate(who, REMOVE, 'removeItemFromTrolley', { trolleyItemId: bread?.trolleyItemId });
    expect(removed.trolley?.trolleyItems).toEqual([]);
    expect(removed.failures).toEqual([]);
  });

  it.each([
    [
      'an unknown product',
      { productId: '999999-000000-000000', quantity: { amount: 1, uom: 'C62' } },
      'PRODUCT_NOT_FOUND',
    ],
    ['an unavailable product', { productId: P.gone.id, quantity: { amount: 1, uom: 'C62' } }, 'PRODUCT_UNAVAILABLE'],
    [
      'a unit the product is not sold in',
      { productId: P.milk.id, quantity: { amount: 1, uom: 'KGM' } },
      'UOM_MISMATCH',
    ],
    ['a zero quantity', { productId: P.milk.id, quantity: { amount: 0, uom: 'C62' } }, 'QUANTITY_OUT_OF_RANGE'],
    ['a negative quantity', { productId: P.milk.id, quantity: { amount: -2, uom: 'C62' } }, 'QUANTITY_OUT_OF_RANGE'],
    [
      'more than 99 of an item',
      { productId: P.milk.id, quantity: { amount: 100, uom: 'C62' } },
      'QUANTITY_OUT_OF_RANGE',
    ],
    [
      'a fraction of a counted item',
      { productId: P.milk.id, quantity: { amount: 1.5, uom: 'C62' } },
      'QUANTITY_OUT_OF_RANGE',
    ],
    ['more than 20 kg', { productId: P.bananas.id, quantity: { amount: 20.5, uom: 'KGM' } }, 'QUANTITY_OUT_OF_RANGE'],
  ])('refuses to add %s, leaving the trolley as it was', async (_, variables, type) => {
    const who = await shopper();
    const result = await mutate(who, ADD, 'addItemToTrolley', variables);
    expect(result.failures.map((failure) => failure.type)).toEqual([type]);
    expect(result.trolley?.trolleyItems).toEqual([]);
  });

  it('refuses a negative add to a line already in the trolley, leaving the line as it was', async () => {
    const who = await shopper();
    await add(who, P.milk, 3);
    const result = await add(who, P.milk, -1);
    expect(result.failures.map((failure) => failure.type)).toEqual(['QUANTITY_OUT_OF_RANGE']);
    expect(result.trolley?.trolleyItems.map((item) => item.quantity.amount)).toEqual([3]);
  });

  it('refuses to change the trolley of an order that is not being built or amended', async () => {
    for (const state of ['PLACED', 'PICKED', 'COMPLETED'] as const) {
      const who = await shopper(state);
      const result = await add(who, P.milk, 1);
      expect(result.failures.map((failure) => failure.type)).toEqual(['ORDER_NOT_EDITABLE']);
      expect(result.trolley?.trolleyItems).toEqual([]);
    }
  });

  it('marks an amending trolley and allows instant checkout only then', async () => {
    const amending = await trolleyOf(await shopper('AMENDING'));
    expect(amending.trolley?.amendingOrder).toBe(true);
    expect(amending.instantCheckout).toBe('ALLOWED');
    const pending = await trolleyOf(await shopper('PENDING'));
    expect(pending.instantCheckout).toBe('NOT_AMENDING');
  });

  it('says the slot cannot change once the branch is preparing, past the cut-off, or once picked', async () => {
    const preparing = await shopper('AMENDING');
    expect((await trolleyOf(preparing)).slotChangeable).toBe(true);
    await startPreparing(db(), preparing.orderId, clock.now());
    expect((await trolleyOf(preparing)).slotChangeable).toBe(false);

    // A delivery slot a minute away was cut off at 11:30pm the evening before, whatever the time of day now.
    const soon = await addSlot(db(), clock.now(), { hoursAhead: 96 });
    clock.advance(await untilJustBefore(db(), soon, clock.now()));
    const late = await shopper('AMENDING');
    await holdSlot(db(), clock.now(), { orderId: late.orderId, slotId: soon, status: 'CONFIRMED' });
    expect((await trolleyOf(late)).slotChangeable).toBe(false);

    expect((await trolleyOf(await shopper('PICKED'))).slotChangeable).toBe(false);
  });

  it("answers NOT_FOUND for every operation on another shopper's order, and changes nothing", async () => {
    const owner = await shopper('AMENDING');
    await putLines(db(), owner.orderId, [{ product: P.milk, amount: 2 }]);
    const [line] = (await trolleyOf(owner)).trolley?.trolleyItems ?? [];
    const intruder = await shopper();
    const asIntruder = { ...intruder, orderId: owner.orderId };

    const operations: [string, string, Record<string, unknown>][] = [
      [GET_TROLLEY_QUERY, 'getTrolley', { trolleyQueryOrderId: owner.orderId, orderQueryOrderId: owner.orderId }],
      [ADD, 'addItemToTrolley', { productId: P.milk.id, quantity: { amount: 1, uom: 'C62' } }],
      [UPDATE, 'updateItemQuantity', { trolleyItemId: line?.trolleyItemId, quantity: { amount: 9, uom: 'C62' } }],
      [REMOVE, 'removeItemFromTrolley', { trolleyItemId: line?.trolleyItemId }],
      [CANCEL_AMEND, 'cancelAmendOrder', {}],
    ];
    for (const [query, field, variables] of operations) {
      const response = await graph(app(), asIntruder.headers, query, { customerOrderId: owner.orderId, ...variables });
      expect(response.statusCode, field).toBe(200);
      const body = response.json() as { data: Record<string, unknown>; errors: { extensions: { code: string } }[] };
      expect(body.data[field], field).toBeNull();
      expect(body.errors.map((error) => error.extensions.code)).toContain('NOT_FOUND');
    }
    const getOrder = await graph(app(), intruder.headers, GET_TROLLEY_QUERY, {
      trolleyQueryOrderId: intruder.orderId,
      orderQueryOrderId: owner.orderId,
    });
    const body = GetTrolleyResponse.parse(getOrder.json());
    expect(body.data?.getTrolley).not.toBeNull();
    expect(body.data?.getOrder).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const after = await trolleyOf(owner);
    expect(after.trolley?.trolleyItems.map((item) => [item.quantity.amount, item.noteToShopper])).toEqual([[2, null]]);
    expect(after.trolley?.amendingOrder).toBe(true);
  });

  it('answers NOT_FOUND for an order that does not exist, the same as for someone else’s', async () => {
    const who = await shopper();
    const body = await getTrolley(who, '123456789');
    expect(body.data?.getTrolley).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a call without a session with a 401 ServiceError', async () => {
    const response = await graph(app(), {}, GET_TROLLEY_QUERY, { trolleyQueryOrderId: '1' });
    expect(response.statusCode).toBe(401);
    expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
  });

  it.each([
    ['a missing required variable', { query: GET_TROLLEY_QUERY, variables: {} }, /trolleyQueryOrderId/],
    [
      'a variable of the wrong type',
      { query: ADD, variables: { customerOrderId: '1', productId: 'x', quantity: { amount: 'lots', uom: 'C62' } } },
      /amount/,
    ],
    ['no query', { variables: {} }, /query/],
    [
      'a query longer than 20,000 characters',
      { query: `{ ${'getTrolley(orderId: "1") { slotChangeable } '.repeat(500)} }` },
      /query/,
    ],
  ])('answers %s with a 400 naming the problem', async (_, payload, problem) => {
    const who = await shopper();
    const response = await app().inject({
      method: 'POST',
      url: '/graph/live?clientType=WEB_APP&tag=getTrolley',
      headers: who.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = ServiceError.parse(response.json());
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(problem);
  });

  it("refuses a call without clientType with the contracts' 400, naming it", async () => {
    const who = await shopper();
    for (const url of ['/graph/live', '/graph/live?tag=getTrolley']) {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: who.headers,
        payload: { query: GET_TROLLEY_QUERY, variables: { trolleyQueryOrderId: who.orderId } },
      });
      expect(response.statusCode, url).toBe(400);
      expect(ServiceError.parse(response.json())).toEqual({
        error: 'bad_request',
        message: 'Invalid request query: clientType: required, and must be WEB_APP',
      });
    }
  });

  it('answers a bad clientType or tag with a 400 naming the parameter', async () => {
    const who = await shopper();
    for (const url of ['/graph/live?clientType=TOASTER', '/graph/live?clientType=WEB_APP&tag=%3Cscript%3E']) {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: who.headers,
        payload: { query: '{ __typename }' },
      });
      expect(response.statusCode, url).toBe(400);
      expect(ServiceError.parse(response.json()).message).toMatch(/clientType|tag/);
    }
  });

  it('checks resolver arguments past their GraphQL types', async () => {
    const who = await shopper();
    const response = await graph(app(), who.headers, GET_TROLLEY_QUERY, { trolleyQueryOrderId: 'x'.repeat(200) });
    const body = GetTrolleyResponse.parse(response.json());
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/orderId/);
  });

  it('keeps one line and the right total when the same trolley is changed many times at once', async () => {
    const who = await shopper();
    await Promise.all([
      ...Array.from({ length: 12 }, () => add(who, P.milk, 1)),
      ...Array.from({ length: 8 }, () => add(who, P.bread, 2)),
    ]);
    const trolley = (await trolleyOf(who)).trolley;
    expect(trolley?.trolleyItems.map((item) => [item.productId, item.quantity.amount])).toEqual(
      expect.arrayContaining([
        [P.milk.id, 12],
        [P.bread.id, 16],
      ]),
    );
    expect(trolley?.trolleyItems).toHaveLength(2);
    // 12 × £1.50 + 16 × £1.20
    expect(trolley?.trolleyTotals.itemTotalEstimatedCost.amount).toBe(37.2);
  });
});
