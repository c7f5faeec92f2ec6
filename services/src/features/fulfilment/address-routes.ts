import type { FastifyInstance } from 'fastify';
import { AddressesResponse, NewAddress } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireSession } from '../auth/authenticate.ts';
import { createAddress, findOwnAddress, listOwnAddresses } from './addresses.ts';
import { AddressParams } from './fulfilment-inputs.ts';

/** An address is a few hundred bytes; refuse anything far bigger before parsing it. */
const ADDRESS_BODY_LIMIT = 4 * 1024;

export function registerAddressRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/addresses/:addressId', async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const { addressId } = parseInput(AddressParams, request.params, 'path');
    const address = await findOwnAddress(db, session.customerId, addressId);
    return reply.header('cache-control', 'private, no-store').send(address);
  });

  app.get('/addresses', async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const body = AddressesResponse.parse({ addresses: await listOwnAddresses(db, session.customerId) });
    return reply.header('cache-control', 'private, no-store').send(body);
  });

  app.post('/addresses', { bodyLimit: ADDRESS_BODY_LIMIT }, async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const input = parseInput(NewAddress, request.body);
    const address = await createAddress(db, session.customerId, input, now());
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .header('location', `/addresses/${address.id}`)
      .send(address);
  });
}
