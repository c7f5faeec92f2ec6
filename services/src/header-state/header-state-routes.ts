import type { FastifyInstance } from 'fastify';
import { HeaderStateResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../app-deps.ts';
import { tokenFromCookie } from '../features/auth/token-cookies.ts';
import { headerStateFor } from './header-state.ts';

/**
 * GET /v1/header-state: everything a page's server render draws in the header,
 * for the shopper whose token cookie comes with the request (as POST
 * /v1/auth/token reads it; a bearer header is ignored), in one statement
 * (decision 029). Reads nothing else from the request, and answers no token.
 */
export function registerHeaderStateRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/v1/header-state', async (request, reply) => {
    const state = await headerStateFor(db, tokenFromCookie(request), now(), request.log);
    // Parsed on the way out: a server bug fails here (and in tests), not in a page's render.
    return reply.header('cache-control', 'private, no-store').send(HeaderStateResponse.parse(state));
  });
}
