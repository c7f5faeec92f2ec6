import type { FastifyInstance } from 'fastify';
import { InstantCheckoutBeacon, Order, OrdersResponse, PlaceOrderRequest } from '@grocer/shared-contracts/domain';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireSession } from '../auth/authenticate.ts';
import type { Shopper } from '../trolley/trolley-service.ts';
import { recordInstantCheckoutBeacon } from './instant-checkout-beacon.ts';
import { listOrders } from './order-list.ts';
import { orderView } from './order-view.ts';
import { findOwnOrder } from '../order-records/own-order.ts';
import { resolvePayment } from './payments.ts';
import { placeOrder, PlaceOrderRefused } from './place-order.ts';
import { startAmend } from './start-amend.ts';

const OrderParams = z.object({
  customerOrderId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, 'must be 1-40 letters, digits or -')),
});

export function registerOrderRoutes(app: FastifyInstance, { db, now, rateLimits }: AppDeps): void {
  const shopperOf = async (request: Parameters<typeof requireSession>[1]): Promise<Shopper> => {
    const { session } = await requireSession(db, request, now());
    return { customerId: session.customerId, actorId: session.actorId ?? session.customerId };
  };

  app.get('/v1/orders', async (request, reply) => {
    const shopper = await shopperOf(request);
    const body = OrdersResponse.parse({ orders: await listOrders(db, shopper.customerId, now()) });
    return reply.header('cache-control', 'private, no-store').send(body);
  });

  app.get('/v1/orders/:customerOrderId', async (request, reply) => {
    const shopper = await shopperOf(request);
    const { customerOrderId } = parseInput(OrderParams, request.params, 'path');
    const order = await findOwnOrder(db, shopper.customerId, customerOrderId);
    const body = Order.parse(await orderView(db, order, now()));
    return reply.header('cache-control', 'private, no-store').send(body);
  });

  app.patch('/v1/orders/:customerOrderId/place', async (request, reply) => {
    const shopper = await shopperOf(request);
    const { customerOrderId } = parseInput(OrderParams, request.params, 'path');
    const body = parseInput(PlaceOrderRequest, request.body);
    try {
      const order = await placeOrder(db, shopper, customerOrderId, {
        instantCheckout: body.orderOptions?.instantCheckout === true,
        now: now(),
      });
      return reply.header('cache-control', 'private, no-store').send(Order.parse(order));
    } catch (error) {
      if (error instanceof PlaceOrderRefused) return reply.code(error.statusCode).send(error.body);
      throw error;
    }
  });

  app.post('/v1/orders/:customerOrderId/amend', async (request, reply) => {
    const shopper = await shopperOf(request);
    const { customerOrderId } = parseInput(OrderParams, request.params, 'path');
    const order = await startAmend(db, shopper, customerOrderId, now());
    return reply.header('cache-control', 'private, no-store').send(Order.parse(order));
  });

  app.post('/v1/orders/:customerOrderId/resolve-payment', async (request, reply) => {
    const shopper = await shopperOf(request);
    const { customerOrderId } = parseInput(OrderParams, request.params, 'path');
    const order = await resolvePayment(db, shopper, customerOrderId, now());
    return reply.header('cache-control', 'private, no-store').send(Order.parse(order));
  });

  app.post('/mfe/common/api/v1/instantCheckoutTransactionComplete', async (request, reply) => {
    // Counted before the token is checked: a flood with bad tokens costs a session lookup each.
    await rateLimits.limit('beacons', request, now());
    const shopper = await shopperOf(request);
    const beacon = parseInput(InstantCheckoutBeacon, request.body);
    await recordInstantCheckoutBeacon(db, shopper.customerId, beacon, now());
    return reply.code(204).send();
  });
}
