import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { BannersRequest, BannersResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { optionalSession } from '../auth/authenticate.ts';
import { recordBannerEvent } from './banner-events.ts';
import { selectBannerAds, trackingFor } from './banner-selection.ts';

const VisitorId = z.optional(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, 'Expected a visitor id')));
const BannerHeaders = z.object({ 'x-visitor-id': VisitorId });
const EventParams = z.object({
  kind: z.enum(['impression', 'click']),
  adId: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'Expected an ad id')),
});
const EventQuery = z.object({ visitorId: VisitorId });

export function registerBannerRoutes(app: FastifyInstance, { db, now, rateLimits }: AppDeps): void {
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

  app.post('/adtech/events/:kind/:adId', async (request, reply) => {
    // Anyone may send these, signed in or not: each is a row, so a flood is refused before it costs one.
    await rateLimits.limit('bannerEvents', request, now());
    const { kind, adId } = parseInput(EventParams, request.params, 'path');
    const { visitorId } = parseInput(EventQuery, request.query, 'query');
    const authenticated = await optionalSession(db, request, now());
    const recorded = await recordBannerEvent(db, {
      kind,
      campaignId: adId,
      visitorId,
      customerId: authenticated?.session.customerId,
      at: now(),
    });
    if (!recorded) throw notFound(`No ad ${adId}.`);
    return reply.code(204).send();
  });
}
