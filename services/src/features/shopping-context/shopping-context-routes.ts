import type { FastifyInstance } from 'fastify';
import { ShoppingContext } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../auth/authenticate.ts';
import { currentOrder } from './current-order.ts';

export function registerShoppingContextRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/v1/shopping-context', async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const order = await currentOrder(db, session.customerId);
    // Parsed on the way out: a server bug fails here (and in tests), not in shoppers' browsers.
    const body = ShoppingContext.parse({ ...order, defaultBranchId: order.defaultBranchId ?? '' });
    return reply.header('cache-control', 'private, no-store').send(body);
  });
}
