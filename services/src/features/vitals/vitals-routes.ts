import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { MAX_VITALS_BATCH_BYTES, VitalsBatch } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireAnySession } from '../auth/authenticate.ts';
import { recordVitals, summariseVitals, sweepOldVitals } from './vitals-store.ts';

const SummaryQuery = z.object({
  releases: z.optional(z.string().check(z.regex(/^\d{1,2}$/, 'a number of releases from 1 to 20'))),
});
const MAX_RELEASES = 20;

export function registerVitalsRoutes(app: FastifyInstance, { db, now, rateLimits }: AppDeps): void {
  /**
   * POST /v1/vitals: a batch of the header's measurements. `sendBeacon` sends a string as
   * text/plain (no preflight), so both it and JSON are read; the size is refused before either
   * is parsed, and a flood before anything is stored.
   */
  app.post('/v1/vitals', { bodyLimit: MAX_VITALS_BATCH_BYTES }, async (request, reply) => {
    const at = now();
    await rateLimits.limit('vitals', request, at);
    const batch = parseInput(VitalsBatch, typeof request.body === 'string' ? jsonOf(request.body) : request.body);
    await recordVitals(db, batch, at);
    await sweepOldVitals(db, at);
    return reply.code(204).send();
  });

  /** GET /v1/admin/vitals/summary?releases=N: p75 per metric by release, host and page type, for support users. */
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
