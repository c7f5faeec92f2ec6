import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { Health } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { serviceUnavailable } from '../../http/errors.ts';

/**
 * Readiness: 503 while the database does not answer (within its time limit on PostgreSQL), so a
 * load balancer stops sending. A part that fails while the rest serves is named in `degraded`,
 * with a 200: taking every instance out for it would stop the routes that still work.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { db, rateLimits }: Pick<AppDeps, 'db' | 'rateLimits'>,
): void {
  app.get('/health', async (request) => {
    const [database, limits] = await Promise.allSettled([db.query('select 1'), rateLimits.store.answers()]);
    if (database.status === 'rejected') {
      request.log.error({ err: database.reason }, 'Health check: database is not answering');
      throw serviceUnavailable('The database is not answering.');
    }
    const degraded: Health['degraded'] = [];
    if (db.writesFailing()) degraded.push('writes');
    if (limits.status === 'rejected' || !limits.value) degraded.push('rate-limits');
    return Health.parse({ status: 'ok', database: db.kind, contractVersion: CONTRACT_VERSION, degraded });
  });
}
