import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { BannersRequest, BannersResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { countRefusals } from '../../http/beacons/beacon-tallies.ts';
import { requireOwnPage } from '../../http/beacons/own-pages.ts';
import type { CorsOrigins } from '../../http/cors.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { optionalSession } from '../auth/authenticate.ts';
import { recordBannerEvent, sweepOldBannerEvents } from './banner-events.ts';
import { selectBannerAds, trackingFor } from './banner-selection.ts';

const VisitorId = z.optional(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, 'Expected a visitor id')));
const BannerHeaders = z.object({ 'x-visitor-id': VisitorId });
const EventParams = z.object({
  kind: z.enum(['impression', 'click']),
  adId: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'Expected an ad id')),
});
const EventQuery = z.object({ visitorId: VisitorId });

export function registerBannerRoutes(
  app: FastifyInstance,
  { db, now, rateLimits }: AppDeps,
  corsOrigins: CorsOrigins,
): void {
  app.post('/adtech/banners', async (request, reply) => {
    const { 'x-visitor-id': visitorId } = parseInput(BannerHeaders, request.headers, 'headers');
    const authenticated = await optionalSession(db, request, now());
    const body = parseInput(BannersRequest, request.body);
    if (authenticated && body.trolleyId !== undefined) {
      // A signed-in shopper's trolley is their own order; anyone else's does not exist for them.
      const [own] = await db.query('select 1 from orders where customer_order_id = $1 and customer_id = $2', [
        body.trolleyId,
        authenticated.session.customerId,
      ]);
      if (!own) throw notFound(`No trolley ${body.trolleyId}.`);
    }

    const chosen = await selectBannerAds(db, { categories: body.categories, visitorId, now: now() });
    const response = BannersResponse.parse({
      data: {
        bannerAds: chosen.map(({ campaignId, vendor, ad }) => ({
          id: campaignId,
          ...ad,
          tracking: trackingFor(campaignId, vendor, visitorId),
        })),
      },
    });
    return reply.header('cache-control', 'private, no-store').send(response);
  });

  /**
   * The ads' tracking beacons. Anyone's browser may send them, signed in or not, but only from the
   * site's pages: a flood is refused before it costs a write, and each is a count, not a row.
   */
  const eventOptions = {
    onRequest: async (request: FastifyRequest) => {
      await rateLimits.limit('bannerEvents', request, now());
      requireOwnPage(request, corsOrigins);
    },
    onSend: countRefusals(db, 'banner-events', now),
  };
  app.post('/adtech/events/:kind/:adId', eventOptions, async (request, reply) => {
    const { kind, adId } = parseInput(EventParams, request.params, 'path');
    const { visitorId } = parseInput(EventQuery, request.query, 'query');
    const at = now();
    if (!(await recordBannerEvent(db, { kind, campaignId: adId, visitorId, at }))) throw notFound(`No ad ${adId}.`);
    await sweepOldBannerEvents(db, at);
    return reply.code(204).send();
  });
}
