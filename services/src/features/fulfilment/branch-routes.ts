import type { FastifyInstance } from 'fastify';
import { BranchesQuery, BranchesResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { findBranchRow, listBranchRows, toBranch } from './branches.ts';
import { BranchParams } from './fulfilment-inputs.ts';

/** Branch details are public (signed-out visitors choose a collection branch too): no session needed. */
export function registerBranchRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/branches/:branchId', async (request, reply) => {
    const { branchId } = parseInput(BranchParams, request.params, 'path');
    const branch = toBranch(await findBranchRow(db, branchId));
    return reply.header('cache-control', 'public, max-age=300').send(branch);
  });

  app.get('/branches', async (request, reply) => {
    const { slotType } = parseInput(BranchesQuery, request.query, 'query');
    const body = BranchesResponse.parse({ branches: (await listBranchRows(db, slotType)).map(toBranch) });
    return reply.header('cache-control', 'public, max-age=300').send(body);
  });
}
