import { beforeAll, expect, it } from 'vitest';
import {
  checkoutButtonTarget,
  checkoutDisabledMessage,
  formatAmendMessage,
  formatTrolleyCount,
  GET_TROLLEY_QUERY,
  GetTrolleyResponse,
  Order,
  OrdersResponse,
  PlaceOrderError,
  ShoppingContext,
  SlotReservationsResponse,
  selectCurrentReservation,
  type TrolleyQueryResult,
} from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { signInAs, useTestApp } from '../../testing/test-app.ts';
import { seedCatalogue } from '../catalogue/seed/seed-catalogue.ts';
import { addDays, londonDateOf, londonInstant } from '../fulfilment/london-time.ts';
import { seedFulfilment } from '../fulfilment/seed-fulfilment.ts';
import { DEMO_PASSWORD, DEMO_TROLLEY_ACCOUNTS } from './demo-accounts.ts';
import { seedTrolleyAndOrders } from './seed-trolley-and-orders.ts';

const CHEAP = { passwordCost: { N: 1024, r: 8, p: 1 } };
const DAY = 86_400_000;

/** 10am London tomorrow: the demo states below depend on the time of day (cut-offs at 11:30pm, slots 7am to 10pm). */
const MID_MORNING = londonInstant(addDays(londonDateOf(new Date()), 1), '10:00');

describeEachDatabase('demo accounts for every header state', (target) => {
  const { app, db, clock } = useTestApp(target, { clockStart: MID_MORNING });
  let firstRun: Record<string, number> = {};

  beforeAll(async () => {
    await seedCatalogue(db());
    await seedFulfilment(db(), clock.now(), CHEAP);
    firstRun = await seedTrolleyAndOrders(db(), clock.now(), CHEAP);
  });

  /** What the header loads for a demo shopper: context, reservations, trolley. */
  const headerFor = async (email: string) => {
    const { token } = await signInAs(app(), { email, password: DEMO_PASSWORD });
    const headers = { authorization: `Bearer ${token}` };
    const context = ShoppingContext.parse(
      (await app().inject({ method: 'GET', url: '/v1/shopping-context', headers })).json(),
    );
    const reservations = SlotReservationsResponse.parse(
      (
        await app().inject({
          method: 'GET',
          url: `/slot-reservations?customerOrderId=${context.customerOrderId}`,
          headers,
        })
      ).json(),
    );
    const trolley = await app().inject({
      method: 'POST',
      url: '/graph/live?clientType=WEB_APP&tag=getTrolley',
      headers,
      payload: {
        query: GET_TROLLEY_QUERY,
        variables: { trolleyQueryOrderId: context.customerOrderId, orderQueryOrderId: context.customerOrderId },
      },
    });
    const body = GetTrolleyResponse.parse(trolley.json());
    const result = body.data?.getTrolley as TrolleyQueryResult;
    const slot = selectCurrentReservation(reservations.slotReservations, clock.now());
    const totals = result.trolley?.trolleyTotals;
    if (!totals) throw new Error(`No trolley for ${email}`);
    return {
      headers,
      context,
      slot,
      result,
      totals,
      items: result.trolley?.trolleyItems ?? [],
      button: checkoutButtonTarget({
        hardConflicts: totals.trolleyItemCounts.hardConflicts,
        slotBooked: slot !== undefined,
        fromInterstitials: false,
        amending: result.trolley?.amendingOrder ?? false,
        instantCheckout: result.instantCheckout,
      }),
      message: checkoutDisabledMessage({ trolleyTotals: totals, slotType: slot?.slotType, onTrolleyPage: true }),
    };
  };

  it('adds every account, order and line once', async () => {
    expect(firstRun).toMatchObject({ customersAdded: 9, addressesAdded: 9, ordersAdded: 11 });
    expect(firstRun['holdsAdded']).toBe(9);
    expect(await seedTrolleyAndOrders(db(), clock.now(), CHEAP)).toEqual({
      customersAdded: 0,
      addressesAdded: 0,
      ordersAdded: 0,
      linesAdded: 0,
      holdsAdded: 0,
    });
  });

  it('new@: no slot, an empty trolley', async () => {
    const header = await headerFor('new@example.com');
    expect(header.context.customerOrderState).toBe('PENDING');
    expect(header.slot).toBeUndefined();
    expect(header.items).toEqual([]);
    expect(header.button).toEqual({ kind: 'navigate', path: '/ecom/serviceselection' });
  });

  it('booked@: a held delivery slot and a trolley over the minimum spend', async () => {
    const header = await headerFor('booked@example.com');
    expect(header.slot).toMatchObject({ status: 'UNCONFIRMED', slotType: 'DELIVERY', branchId: '651' });
    expect(header.totals.minimumSpendThresholdMet).toBe(true);
    expect(header.totals.deliveryCharge.amount).toBeGreaterThan(0);
    expect(header.totals.trolleyItemCounts.hardConflicts).toBe(0);
    expect(header.button).toEqual({ kind: 'navigate', path: '/ecom/beforeYouGo' });
  });

  it('amending@: an order being amended whose cut-off is today', async () => {
    const header = await headerFor('amending@example.com');
    expect(header.context).toMatchObject({ customerOrderId: '9100003', customerOrderState: 'AMENDING' });
    expect(header.result).toMatchObject({
      instantCheckout: 'ALLOWED',
      slotChangeable: true,
      trolley: { amendingOrder: true },
    });
    expect(header.slot?.status).toBe('CONFIRMED');
    expect(header.button.kind).toBe('instant-checkout-choice');
    const cutoff = header.slot?.amendOrderCutoffDateTime ?? '';
    expect(formatAmendMessage(cutoff, clock.now())).toBe(
      'You can amend your order until 12AM at the end of the day today',
    );
  });

  it('slot-fixed@: an amend the branch is preparing (slot fixed), and a PICKED order', async () => {
    const header = await headerFor('slot-fixed@example.com');
    expect(header.result.slotChangeable).toBe(false);
    const picked = await app().inject({ method: 'GET', url: '/v1/orders/9100010', headers: header.headers });
    expect(Order.parse(picked.json())).toMatchObject({ state: 'PICKED', slotChangeable: false, amendable: false });
  });

  it('payment-failed@: a trolley, and a placed order whose card payment was declined, which they can pay again', async () => {
    const header = await headerFor('payment-failed@example.com');
    expect(header.context.customerOrderState).toBe('PENDING');
    expect(header.items.length).toBeGreaterThan(0);
    const declined = Order.parse(
      (await app().inject({ method: 'GET', url: '/v1/orders/9100011', headers: header.headers })).json(),
    );
    expect(declined).toMatchObject({ state: 'PAYMENT_FAILED', slots: [{ status: 'CONFIRMED', slotType: 'DELIVERY' }] });
    expect(declined.totals.estimated.total.amount).toBeGreaterThan(0);
    const orders = OrdersResponse.parse(
      (await app().inject({ method: 'GET', url: '/v1/orders', headers: header.headers })).json(),
    );
    expect(orders.orders.map((order) => [order.customerOrderId, order.state])).toEqual([['9100011', 'PAYMENT_FAILED']]);
  });

  it('unavailable@: unavailable items send checkout to the trolley', async () => {
    const header = await headerFor('unavailable@example.com');
    expect(header.totals.trolleyItemCounts.hardConflicts).toBe(2);
    expect(header.button).toEqual({ kind: 'navigate', path: '/ecom/shop/trolley' });
    expect(header.message).toEqual({
      title: 'Unavailable items',
      text: 'Please remove all unavailable items from your trolley',
    });
  });

  it('full@: more than 99 items', async () => {
    const header = await headerFor('full@example.com');
    expect(header.items.length).toBeGreaterThan(99);
    expect(formatTrolleyCount(header.items.length)).toBe('99+');
  });

  it('below-minimum@: a delivery trolley under the minimum spend', async () => {
    const header = await headerFor('below-minimum@example.com');
    expect(header.totals.minimumSpendThresholdMet).toBe(false);
    expect(header.message).toEqual({
      text: 'To check out, please meet our £40.00 minimum spend (excluding delivery charge)',
    });
  });

  it('on-hold@: instant checkout is refused with the customer services number', async () => {
    const header = await headerFor('on-hold@example.com');
    const response = await app().inject({
      method: 'PATCH',
      url: `/v1/orders/${header.context.customerOrderId}/place`,
      headers: header.headers,
      payload: { event: 'PLACE', orderOptions: { instantCheckout: true } },
    });
    expect(response.statusCode).toBe(403);
    expect(PlaceOrderError.parse(response.json()).code).toBe('ORDER_ORCHESTRATION_111');
  });

  it('refreshes time-relative state on a later start, keeping what shoppers changed', async () => {
    const later = new Date(clock.now().getTime() + 3 * DAY);
    const belowMinimum = DEMO_TROLLEY_ACCOUNTS.find((demo) => demo.email === 'below-minimum@example.com');
    await db().query("update orders set state = 'PLACED' where customer_order_id = $1", [belowMinimum?.orderId]);
    await seedFulfilment(db(), later, CHEAP);
    const refreshed = await seedTrolleyAndOrders(db(), later, CHEAP);
    // booked@, unavailable@, full@ (holds lapsed); amending@ (slot no longer tomorrow); slot-fixed@, on-hold@ (slots passed).
    expect(refreshed['holdsAdded']).toBeGreaterThanOrEqual(4);
    const held = await db().query<{ customer_order_id: string }>(
      `select r.customer_order_id from slot_reservations r join slots s on s.id = r.slot_id
       where r.status in ('UNCONFIRMED', 'CONFIRMED') and s.start_date_time > $1 and (r.expires_at is null or r.expires_at > $1)
         and r.customer_order_id = any($2::text[])`,
      [later, DEMO_TROLLEY_ACCOUNTS.map((demo) => demo.orderId)],
    );
    // Every demo order with a slot has a live one again, except below-minimum@'s, which its shopper placed.
    const expected = DEMO_TROLLEY_ACCOUNTS.filter((demo) => demo.slot.kind === 'slot' && demo !== belowMinimum);
    expect(new Set(held.map((row) => row.customer_order_id))).toEqual(new Set(expected.map((demo) => demo.orderId)));
    expect(expected).toHaveLength(6);
    const [amend] = await db().query<{ start_date_time: Date }>(
      `select s.start_date_time from slot_reservations r join slots s on s.id = r.slot_id
       where r.customer_order_id = '9100003' and r.status = 'CONFIRMED'`,
    );
    expect(new Date(amend?.start_date_time ?? 0).getTime() - later.getTime()).toBeLessThan(2 * DAY);
  });
});

describeEachDatabase("demo accounts seeded after the evening's last slot", (target) => {
  const { db } = useTestApp(target);

  it('sends the picked order out at the first slot with room the next morning', async () => {
    // 10:30pm London tomorrow: today's delivery slots have all started, whatever the hour CI runs.
    const tomorrow = addDays(londonDateOf(new Date()), 1);
    const late = londonInstant(tomorrow, '22:30');
    await seedCatalogue(db());
    await seedFulfilment(db(), late, CHEAP);
    expect((await seedTrolleyAndOrders(db(), late, CHEAP))['holdsAdded']).toBe(9);
    const [picked] = await db().query<{ start_date_time: Date; status: string }>(
      `select s.start_date_time, r.status from slot_reservations r join slots s on s.id = r.slot_id
       where r.customer_order_id = '9100010'`,
    );
    expect(picked?.status).toBe('CONFIRMED');
    expect(londonDateOf(new Date(picked?.start_date_time ?? 0))).toBe(addDays(tomorrow, 1));
  });
});

describeEachDatabase('demo accounts seeded within the hour before the evening cut-off', (target) => {
  // 11pm London tomorrow: the next day's slots close to amends at 11:30pm.
  const tomorrow = addDays(londonDateOf(new Date()), 1);
  const late = londonInstant(tomorrow, '23:00');
  const { app, db } = useTestApp(target, { clockStart: late });

  it("keeps amending@'s order amendable, on the first day whose cut-off is an hour away or more", async () => {
    await seedCatalogue(db());
    await seedFulfilment(db(), late, CHEAP);
    await seedTrolleyAndOrders(db(), late, CHEAP);
    const { token } = await signInAs(app(), { email: 'amending@example.com', password: DEMO_PASSWORD });
    const order = await app().inject({
      method: 'GET',
      url: '/v1/orders/9100003',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Order.parse(order.json())).toMatchObject({ state: 'AMENDING', slotChangeable: true });
    const [amend] = await db().query<{ start_date_time: Date }>(
      `select s.start_date_time from slot_reservations r join slots s on s.id = r.slot_id
       where r.customer_order_id = '9100003' and r.status = 'CONFIRMED'`,
    );
    expect(londonDateOf(new Date(amend?.start_date_time ?? 0))).toBe(addDays(tomorrow, 2));
  });
});
