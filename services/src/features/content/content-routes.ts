import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  ContentFragmentRequest,
  ContentFragmentResponse,
  ExperienceFragmentResponse,
} from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { optionalSession } from '../auth/authenticate.ts';
import { registerContentImageRoutes } from './content-image-routes.ts';
import { findContentFragment, findExperienceFragment } from './content-store.ts';
import { registerFooterRoutes } from './footer/footer-routes.ts';

/** Content paths are lower-case segments: menu/middle-mega-menu/master. */
const ContentPathParams = z.object({
  path: z
    .string()
    .check(
      z.maxLength(200, { abort: true }),
      z.regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,9}$/, 'Expected a content path like menu/x/master'),
    ),
});
const ContentQuery = z.object({ clientType: z.literal('WEB_APP') });
/** Keys as the catalogue sets them: category-banners/fresh_and_chilled. */
const ExperienceParams = z.object({
  key: z
    .string()
    .check(
      z.maxLength(200, { abort: true }),
      z.regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9_-]+){0,3}$/, 'Expected a fragment key like category-banners/bakery'),
    ),
});
const ExperienceQuery = z.object({
  /** The X-Has-Token-Session cookie's value, passed on by the header. */
  hasTokenSession: z._default(z.enum(['true', 'false']), 'false'),
});

/** What a `*` route matched, named by the caller so a 400 names the field. */
const wildcard = (params: unknown): unknown => (params as Record<string, unknown>)['*'];

/** A guest's customerId (spec section 6). */
const GUEST_CUSTOMER_ID = '-1';

export function registerContentRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  registerContentImageRoutes(app);
  registerFooterRoutes(app);

  app.put('/content/*', async (request, reply) => {
    const { path } = parseInput(ContentPathParams, { path: wildcard(request.params) }, 'path');
    parseInput(ContentQuery, request.query, 'query');
    const authenticated = await optionalSession(db, request, now());
    const body = parseInput(ContentFragmentRequest, request.body);
    if (
      authenticated &&
      body.customerId !== GUEST_CUSTOMER_ID &&
      body.customerId !== authenticated.session.customerId
    ) {
      throw badRequest('Invalid request body: customerId: must be the signed-in customer, or "-1"');
    }

    const content = await findContentFragment(db, path, now());
    if (!content) throw notFound(`No content at ${path}.`);
    return reply
      .header('cache-control', authenticated ? 'private, no-store' : 'public, max-age=60')
      .header('vary', 'Authorization')
      .send(ContentFragmentResponse.parse(content));
  });

  app.get('/content/experience-fragments/*', async (request, reply) => {
    const { key } = parseInput(ExperienceParams, { key: wildcard(request.params) }, 'path');
    const query = parseInput(ExperienceQuery, request.query, 'query');
    const authenticated = await optionalSession(db, request, now());
    // The cookie alone is not trusted for personal content: a live session must back it.
    const hasTokenSession = query.hasTokenSession === 'true' && authenticated !== undefined;

    const found = await findExperienceFragment(db, key, hasTokenSession);
    reply.header('vary', 'Authorization');
    if (!found) {
      const body: ExperienceFragmentResponse = {
        content: null,
        error: 'not_found',
        message: `No experience fragment ${key}.`,
      };
      return reply.code(404).header('cache-control', 'no-store').send(body);
    }
    return reply
      .header('cache-control', found.personalised ? 'private, no-store' : 'public, max-age=60')
      .send(ExperienceFragmentResponse.parse({ content: found.fragment }));
  });
}
