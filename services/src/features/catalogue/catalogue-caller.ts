import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../http/errors.ts';
import { parseBearer } from '../auth/bearer.ts';

/** The bearer a signed-out header sends (spec section 6). */
export const UNAUTHENTICATED_BEARER = 'unauthenticated';

/**
 * The check every catalogue route except images starts with: the header
 * always sends an Authorization header, `Bearer unauthenticated` when signed
 * out. Catalogue answers are the same for everyone, so a real token is
 * accepted without a session lookup: that keeps suggestions off the database,
 * and a shopper whose session just expired still gets a menu and results.
 */
export function requireCatalogueCaller(request: FastifyRequest): 'anonymous' | 'customer' {
  const header = request.headers.authorization;
  if (header === undefined) {
    throw unauthenticated('Send "Authorization: Bearer unauthenticated" when signed out, or your bearer token.');
  }
  const token = parseBearer(header);
  if (token === undefined) {
    throw unauthenticated('The Authorization header must be "Bearer <token>" or "Bearer unauthenticated".');
  }
  return token === UNAUTHENTICATED_BEARER ? 'anonymous' : 'customer';
}
