import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { unauthenticated } from '../../http/errors.ts';
import { parseBearer } from './bearer.ts';
import { findSession, type Session } from './sessions.ts';

export type AuthenticatedRequest = { readonly session: Session; readonly token: string };

/**
 * The bearer-auth check every protected route starts with: the live session
 * behind `Authorization: Bearer <token>`, or a 401 ServiceError.
 */
export async function requireSession(
  db: Database,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AuthenticatedRequest> {
  const header = request.headers.authorization;
  if (header === undefined) throw unauthenticated('Sign in to continue: no bearer token was sent.');
  const token = parseBearer(header);
  if (token === undefined) throw unauthenticated('The Authorization header must be "Bearer <token>".');
  const session = await findSession(db, token, now);
  if (!session) throw unauthenticated('Your session has expired or is not valid. Please sign in again.');
  return { session, token };
}
