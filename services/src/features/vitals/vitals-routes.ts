import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { MAX_VITALS_BATCH_BYTES, VitalsBatchSchema } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { countRefusals } from '../../http/beacons/beacon-tallies.ts';
import { requireOwnPage } from '../../http/beacons/own-pages.ts';
import type { CorsOrigins } from '../../http/cors.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireAnySession } from '../auth/authenticate.ts';
import { recordVitals, sweepOldVitals } from './vitals-store.ts';
import { summariseVitals } from './vitals-summary.ts';

const SummaryQuery = z.object({
  releases: z.optional(z.string().check(z.regex(/^\d{1,2}$/, 'a number of releases from 1 to 20'))),
});
const MAX_RELEASES = 20;

export function registerVitalsRoutes(
  app: FastifyInstance,
  { db, now, rateLimits }: AppDeps,
  corsOrigins: CorsOrigins,
): void {
  /**
   * POST /v1/vitals: a batch of the header's measurements. `sendBeacon` sends a string as
   * text/plain (no preflight), so both it and JSON are read; a flood is refused before the body
   * is read, and then a page not the site's and a body past its size, before either is parsed.
   * Refusals are counted for the summary.
   */
  const options = {
    bodyLimit: MAX_VITALS_BATCH_BYTES,
    onRequest: async (request: FastifyRequest) => {
      await rateLimits.limit('vitals', request, now());
      requireOwnPage(request, corsOrigins);
    },
    onSend: countRefusals(db, 'vitals', now),
  };
  app.post('/v1/vitals', options, async (request, reply) => {
    const at = now();
    const batch = parseInput(VitalsBatchSchema, typeof request.body === 'string' ? jsonOf(request.body) : request.body);
    await recordVitals(db, batch, at);
    await sweepOldVitals(db, at);
    return reply.code(204).send();
  });

  /** GET /v1/admin/vitals/summary?releases=N: p75 per metric by release, host and page type, and refusals, for support users. */
  app.get('/v1/admin/vitals/summary', async (request, reply) => {
    const at = now();
    const { session } = await requireAnySession(db, request, at);
    if (session.kind !== 'support') throw forbidden('Only a support sign-in can read the vitals.');
    const { releases = '8' } = parseInput(SummaryQuery, request.query, 'query');
    const count = Math.min(Math.max(Number(releases), 1), MAX_RELEASES);
    return reply.header('cache-control', 'private, no-store').send(await summariseVitals(db, count, at));
  });
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Invalid request body: not JSON');
  }
}
