import { expect, it } from 'vitest';
import { Order, ServiceError } from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { failPayment } from './payments.ts';
import { newShopper, orderState, placeHamperOrder, type TestShopper, useOrderApp } from './order-test-kit.ts';

describeEachDatabase('orders: a failed payment, resolved by the shopper', (target) => {
  const testApp = useOrderApp(target);
  const { app, db, clock } = testApp;

  const resolve = (who: TestShopper, orderId = who.orderId) =>
    app().inject({ method: 'POST', url: `/v1/orders/${orderId}/resolve-payment`, headers: who.headers });

  /** A PLACED order (a hamper and two milks, delivered in four days) whose card payment was then declined. */
  const declinedOrder = async () => {
    const who = await newShopper(db(), clock.now());
    await placeHamperOrder(testApp, who);
    await failPayment(db(), who.orderId, clock.now());
    return who;
  };

  it('puts a placed order in PAYMENT_FAILED, and only a placed one', async () => {
    const who = await declinedOrder();
    expect(await orderState(db(), who.orderId)).toBe('PAYMENT_FAILED');
    const view = Order.parse(
      (await app().inject({ method: 'GET', url: `/v1/orders/${who.orderId}`, headers: who.headers })).json(),
    );
    expect(view.state).toBe('PAYMENT_FAILED');
    await expect(failPayment(db(), who.orderId, clock.now())).rejects.toThrow('PAYMENT_FAILED');
  });

  it('takes the payment again for the total as it stands, and the order goes ahead, once', async () => {
    const who = await declinedOrder();
    const response = await resolve(who);
    expect(response.statusCode, response.body).toBe(200);
    const order = Order.parse(response.json());
    expect(order.state).toBe('PLACED');
    const [row] = await db().query<{ authorised_amount_pence: number }>(
      'select authorised_amount_pence from orders where customer_order_id = $1',
      [who.orderId],
    );
    expect(Number(row?.authorised_amount_pence)).toBe(Math.round(order.totals.estimated.total.amount * 100));
    const events = await db().query<{ event: string; to_state: string }>(
      'select event, to_state from order_events where customer_order_id = $1 order by id',
      [who.orderId],
    );
    expect(events.slice(-2)).toEqual([
      { event: 'PAYMENT_FAILED', to_state: 'PAYMENT_FAILED' },
      { event: 'PAYMENT_RESOLVED', to_state: 'PLACED' },
    ]);
    // A second press finds nothing to resolve.
    const again = await resolve(who);
    expect(again.statusCode).toBe(409);
    expect(ServiceError.parse(again.json()).error).toBe('payment_not_failed');
  });

  it("refuses an order with no failed payment, and answers another shopper's order as not found", async () => {
    const who = await newShopper(db(), clock.now());
    expect(ServiceError.parse((await resolve(who)).json()).error).toBe('payment_not_failed');
    const declined = await declinedOrder();
    const stranger = await resolve(who, declined.orderId);
    expect(stranger.statusCode).toBe(404);
    expect(await orderState(db(), declined.orderId)).toBe('PAYMENT_FAILED');
    expect(
      (await app().inject({ method: 'POST', url: `/v1/orders/${declined.orderId}/resolve-payment` })).statusCode,
    ).toBe(401);
  });
});
