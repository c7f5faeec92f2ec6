import type { FastifyInstance } from 'fastify';
import { SlotsQuery, SlotsResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireSession } from '../auth/authenticate.ts';
import { findOwnAddress, postcodeArea } from './addresses.ts';
import { findBookableSlots } from './available-slots.ts';
import { deliveringBranchId, findBranchRow, offers } from './branches.ts';
import { unsuitable } from './fulfilment-errors.ts';
import { addDays, daysBetween, londonDateOf } from './london-time.ts';

/** One request covers at most three weeks, the horizon slots are published for. */
export const MAX_SLOT_SEARCH_DAYS = 21;

export function registerSlotRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/slots', async (request, reply) => {
    const { session } = await requireSession(db, request, now());
    const query = parseInput(SlotsQuery, request.query, 'query');
    const at = now();
    const fromDate = query.fromDate ?? londonDateOf(at);
    const toDate = query.toDate ?? addDays(fromDate, MAX_SLOT_SEARCH_DAYS - 1);
    const span = daysBetween(fromDate, toDate);
    if (span < 0) throw badRequest('Invalid request query: toDate: must be on or after fromDate');
    if (span >= MAX_SLOT_SEARCH_DAYS) {
      throw badRequest(`Invalid request query: toDate: at most ${MAX_SLOT_SEARCH_DAYS} days from fromDate`);
    }

    let branchId: string;
    let addressId: string | null = null;
    if (query.slotType === 'DELIVERY') {
      if (query.addressId === undefined) {
        throw badRequest('Invalid request query: addressId: required for DELIVERY slots');
      }
      const address = await findOwnAddress(db, session.customerId, query.addressId);
      const delivering = await deliveringBranchId(db, postcodeArea(address.postalCode));
      if (delivering === undefined) {
        throw unsuitable('address_not_served', `addressId: we do not deliver to ${address.postalCode} yet.`);
      }
      branchId = delivering;
      addressId = address.id;
    } else {
      if (query.branchId === undefined) {
        throw badRequest(`Invalid request query: branchId: required for ${query.slotType} slots`);
      }
      const branch = await findBranchRow(db, query.branchId);
      if (!offers(branch, query.slotType)) {
        throw unsuitable('service_not_offered', `branchId: branch ${branch.id} does not offer ${query.slotType}.`);
      }
      branchId = branch.id;
    }

    const slots = await findBookableSlots(db, { slotType: query.slotType, branchId, fromDate, toDate, now: at });
    const body = SlotsResponse.parse({ slotType: query.slotType, branchId, addressId, fromDate, toDate, slots });
    return reply.header('cache-control', 'private, no-store').send(body);
  });
}
