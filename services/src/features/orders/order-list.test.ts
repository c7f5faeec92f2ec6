import { expect, it } from 'vitest';
import { OrdersResponse, ServiceError } from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { createCustomer } from '../../testing/fixtures.ts';
import { bearer, signInAs } from '../../testing/test-app.ts';
import { createSession } from '../auth/sessions.ts';
import { advanceOrder } from './branch-actions.ts';
import { ORDER_LIST_LIMIT } from './order-list.ts';
import { newShopper, P, placeHamperOrder, putLines, type TestShopper, useOrderApp } from './order-test-kit.ts';

describeEachDatabase('GET /v1/orders', (target) => {
  const testApp = useOrderApp(target);
  const { app, db, clock } = testApp;

  const listOrders = (headers: Record<string, string>) => app().inject({ method: 'GET', url: '/v1/orders', headers });
  const ordersOf = async (headers: Record<string, string>) => {
    const response = await listOrders(headers);
    expect(response.statusCode, response.body).toBe(200);
    return OrdersResponse.parse(response.json()).orders;
  };

  /** Places the shopper's PENDING order (hamper and two milks) on a delivery slot `hoursAhead`. */
  const placeOrder = async (who: TestShopper, hoursAhead = 96) =>
    (await placeHamperOrder(testApp, who, hoursAhead)).order;

  /** A shopper whose orders are inserted as given, with placing times set straight in the table. */
  const shopperWithOrders = async (
    orders: readonly { state: string; placedAt: string | null; createdAt: string }[],
  ) => {
    const customer = await createCustomer(db(), {
      orders: orders.map(({ state, createdAt }) => ({ state: state as 'PLACED', createdAt })),
    });
    for (const [index, order] of orders.entries()) {
      await db().query('update orders set placed_at = $2 where customer_order_id = $1', [
        customer.orderIds[index],
        order.placedAt,
      ]);
    }
    const { token } = await createSession(db(), { customerId: customer.id, actorId: null, now: clock.now() });
    return { ids: customer.orderIds, headers: bearer(token) };
  };

  it('lists nothing for a shopper who has only an open trolley', async () => {
    const who = await newShopper(db(), clock.now());
    await putLines(db(), who.orderId, [{ product: P.milk, amount: 1 }]);
    const response = await listOrders(who.headers);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(OrdersResponse.parse(response.json())).toEqual({ orders: [] });
  });

  it('summarises a placed order exactly as the order itself reads', async () => {
    const who = await newShopper(db(), clock.now());
    const order = await placeOrder(who);
    const [slot] = order.slots;
    expect(await ordersOf(who.headers)).toEqual([
      {
        customerOrderId: who.orderId,
        state: 'PLACED',
        placedAt: order.placedAt,
        slot: { slotType: 'DELIVERY', startDateTime: slot?.startDateTime, endDateTime: slot?.endDateTime },
        total: { amount: 51.5, currencyCode: 'GBP' },
        amendable: true,
      },
    ]);
    expect(order.totals.estimated.total).toEqual({ amount: 51.5, currencyCode: 'GBP' });
    expect(order.placedAt).not.toBeNull();
  });

  it('says an order is no longer amendable once the branch has picked it', async () => {
    const who = await newShopper(db(), clock.now());
    await placeOrder(who);
    await advanceOrder(db(), who.orderId, 'pick', clock.now());
    expect(await ordersOf(who.headers)).toEqual([
      expect.objectContaining({ customerOrderId: who.orderId, state: 'PICKED', amendable: false }),
    ]);
  });

  it('gives a null slot for an order that holds none', async () => {
    const { ids, headers } = await shopperWithOrders([
      { state: 'COMPLETED', placedAt: '2025-03-01T10:00:00.000Z', createdAt: '2025-02-28T10:00:00.000Z' },
    ]);
    expect(await ordersOf(headers)).toEqual([
      {
        customerOrderId: ids[0],
        state: 'COMPLETED',
        placedAt: '2025-03-01T10:00:00.000Z',
        slot: null,
        total: { amount: 0, currencyCode: 'GBP' },
        amendable: false,
      },
    ]);
  });

  it('lists placed orders newest first, leaving out the trolley and never-placed cancellations', async () => {
    const { ids, headers } = await shopperWithOrders([
      { state: 'COMPLETED', placedAt: '2025-01-10T09:00:00.000Z', createdAt: '2025-01-09T09:00:00.000Z' },
      { state: 'PENDING', placedAt: null, createdAt: '2025-04-01T09:00:00.000Z' },
      { state: 'CANCELLED', placedAt: null, createdAt: '2025-03-20T09:00:00.000Z' },
      { state: 'CANCELLED', placedAt: '2025-02-01T09:00:00.000Z', createdAt: '2025-01-31T09:00:00.000Z' },
      // Seeded before placing times were recorded: its creation time places it in the list.
      { state: 'FULFIL', placedAt: null, createdAt: '2025-03-01T09:00:00.000Z' },
      { state: 'AMENDING', placedAt: '2025-03-15T09:00:00.000Z', createdAt: '2025-03-14T09:00:00.000Z' },
    ]);
    const orders = await ordersOf(headers);
    expect(orders.map((order) => [order.customerOrderId, order.state])).toEqual([
      [ids[5], 'AMENDING'],
      [ids[4], 'FULFIL'],
      [ids[3], 'CANCELLED'],
      [ids[0], 'COMPLETED'],
    ]);
  });

  it(`lists at most the ${ORDER_LIST_LIMIT} newest orders`, async () => {
    const orders = Array.from({ length: ORDER_LIST_LIMIT + 2 }, (_, day) => ({
      state: 'COMPLETED',
      placedAt: new Date(Date.UTC(2024, 0, 1 + day)).toISOString(),
      createdAt: '2023-12-31T00:00:00.000Z',
    }));
    const { ids, headers } = await shopperWithOrders(orders);
    const listed = await ordersOf(headers);
    expect(listed).toHaveLength(ORDER_LIST_LIMIT);
    expect(listed[0]?.customerOrderId).toBe(ids.at(-1));
    expect(listed.map((order) => order.customerOrderId)).not.toContain(ids[0]);
    expect(listed.map((order) => order.customerOrderId)).not.toContain(ids[1]);
  });

  it("never lists another shopper's orders", async () => {
    const who = await newShopper(db(), clock.now());
    await placeOrder(who);
    const other = await newShopper(db(), clock.now(), 'COMPLETED');
    const listed = await ordersOf(other.headers);
    expect(listed.map((order) => order.customerOrderId)).toEqual([other.orderId]);
  });

  it('shows a support user acting for a shopper that shopper’s orders', async () => {
    const acting = await signInAs(app(), {
      ...DEMO_SUPPORT,
      actAsCustomerId: DEMO_AMENDING_SHOPPER.id,
      reason: 'Checking past orders',
    });
    const listed = await ordersOf(bearer(acting.token));
    expect(listed.map((order) => order.customerOrderId)).toEqual([
      DEMO_AMENDING_SHOPPER.openOrderId,
      DEMO_AMENDING_SHOPPER.completedOrderId,
    ]);
  });

  it('needs a shopping session: 401 without one, 403 for a support sign-in of their own', async () => {
    const none = await listOrders({});
    expect(none.statusCode).toBe(401);
    expect(ServiceError.parse(none.json()).error).toBe('unauthenticated');
    const support = await signInAs(app(), DEMO_SUPPORT);
    const refused = await listOrders(bearer(support.token));
    expect(refused.statusCode).toBe(403);
  });
});
