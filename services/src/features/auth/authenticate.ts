import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { parseBearer } from './bearer.ts';
import { findSession, type Session } from './sessions.ts';
import { tokenFromCookie } from './token-cookies.ts';

export type AuthenticatedRequest = { readonly session: Session; readonly token: string };

/** The bearer a signed-out header sends (spec section 6). */
export const UNAUTHENTICATED_BEARER = 'unauthenticated';

/**
 * The bearer-auth check every customer route starts with: the live shopping
 * session behind `Authorization: Bearer <token>`, or a 401 ServiceError. A
 * support user's own sign-in is refused (403): they shop only as a customer.
 */
export async function requireSession(
  db: Database,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AuthenticatedRequest> {
  const authenticated = await requireAnySession(db, request, now);
  if (authenticated.session.kind === 'support') {
    throw forbidden('A support sign-in cannot shop: sign on as a customer first.');
  }
  return authenticated;
}

/** Like requireSession, but a support user's own sign-in counts too (token-service routes). */
export async function requireAnySession(
  db: Database,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AuthenticatedRequest> {
  const header = request.headers.authorization;
  if (header === undefined) throw unauthenticated('Sign in to continue: no bearer token was sent.');
  return sessionFor(db, header, now);
}

/**
 * For routes guests may call too (content, banners): undefined with no
 * Authorization header or with `Bearer unauthenticated`; the session for a
 * real token; 401 for a token that is not (or no longer) valid, so the header
 * learns its session has gone.
 */
export async function optionalSession(
  db: Database,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AuthenticatedRequest | undefined> {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  if (parseBearer(header)?.toLowerCase() === UNAUTHENTICATED_BEARER) return undefined;
  return sessionFor(db, header, now);
}

/**
 * The session named by the token-session cookie (POST /v1/auth/token), or
 * undefined when there is no cookie or it names no live session. Any kind of
 * session counts, a support user's own sign-in too.
 */
export async function cookieSession(
  db: Database,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AuthenticatedRequest | undefined> {
  const token = tokenFromCookie(request);
  if (token === undefined) return undefined;
  const session = await findSession(db, token, now);
  return session && { session, token };
}

/**
 * For sign-out: the bearer's session when a real bearer is sent, otherwise
 * the token cookie's, so a page that does not hold the token can still sign
 * out. 401 when neither names a live session.
 */
export async function requireBearerOrCookieSession(
  db: Database,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AuthenticatedRequest> {
  const header = request.headers.authorization;
  const hasBearer = header !== undefined && parseBearer(header)?.toLowerCase() !== UNAUTHENTICATED_BEARER;
  if (hasBearer) return sessionFor(db, header, now);
  const fromCookie = await cookieSession(db, request, now);
  if (!fromCookie)
    throw unauthenticated('You are not signed in: neither a bearer token nor a session cookie names a live session.');
  return fromCookie;
}

async function sessionFor(db: Database, header: string, now: Date): Promise<AuthenticatedRequest> {
  const token = parseBearer(header);
  if (token === undefined) throw unauthenticated('The Authorization header must be "Bearer <token>".');
  const session = await findSession(db, token, now);
  if (!session) throw unauthenticated('Your session has expired or is not valid. Please sign in again.');
  return { session, token };
}
