import type { FastifyInstance } from 'fastify';
import { DeliveryPassStatusResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireSession } from '../auth/authenticate.ts';
import { deliveryPassStatus } from './delivery-pass.ts';
import { PassStatusHeaders } from './fulfilment-inputs.ts';

export function registerDeliveryPassRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/v1/pass/status', async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const headers = parseInput(PassStatusHeaders, request.headers, 'headers');
    // Asking about another customer is answered like asking about nobody: 404, never 403.
    const named = headers['customer-id'];
    if (named !== undefined && named !== session.customerId) throw notFound(`No delivery pass for customer ${named}.`);
    const status = await deliveryPassStatus(db, session.customerId, now());
    const body = DeliveryPassStatusResponse.parse({ data: status === undefined ? {} : { status } });
    return reply.header('cache-control', 'private, no-store').send(body);
  });
}
