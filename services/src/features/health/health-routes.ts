import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION, Health } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { serviceUnavailable } from '../../http/errors.ts';

export function registerHealthRoutes(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>): void {
  app.get('/health', async (request) => {
    try {
      await db.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database is not answering');
      throw serviceUnavailable('The database is not answering.');
    }
    return Health.parse({ status: 'ok', database: db.kind, contractVersion: CONTRACT_VERSION });
  });
}
