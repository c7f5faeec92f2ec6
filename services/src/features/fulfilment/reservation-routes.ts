import type { FastifyInstance } from 'fastify';
import { ReserveSlotRequest, SlotReservationsQuery, SlotReservationsResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireSession } from '../auth/authenticate.ts';
import { cancelReservation } from './cancel-reservation.ts';
import { ReservationParams } from './fulfilment-inputs.ts';
import { listOrderReservations } from './order-reservations.ts';
import { reserveSlot } from './reserve-slot.ts';

const RESERVE_BODY_LIMIT = 1024;

export function registerReservationRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/slot-reservations', async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const { customerOrderId } = parseInput(SlotReservationsQuery, request.query, 'query');
    const slotReservations = await listOrderReservations(db, {
      customerId: session.customerId,
      customerOrderId,
      now: now(),
    });
    const body = SlotReservationsResponse.parse({ customerOrderId, slotReservations });
    return reply.header('cache-control', 'private, no-store').send(body);
  });

  app.post('/slot-reservations', { bodyLimit: RESERVE_BODY_LIMIT }, async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const input = parseInput(ReserveSlotRequest, request.body);
    const { reservation, created } = await reserveSlot(db, { ...input, customerId: session.customerId, now: now() });
    return reply
      .code(created ? 201 : 200)
      .header('cache-control', 'no-store')
      .send(reservation);
  });

  app.delete('/slot-reservations/:slotReservationId', async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const { slotReservationId } = parseInput(ReservationParams, request.params, 'path');
    await cancelReservation(db, { customerId: session.customerId, reservationId: slotReservationId, now: now() });
    return reply.code(204).send();
  });
}
