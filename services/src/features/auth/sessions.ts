import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { newSessionId, signToken, type TokenClaims, type TokenKey, verifyToken } from './token.ts';
import { tokenSecret } from './token-secret.ts';

/** How long a sign-in lasts. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** How long a support user's session acting for a customer lasts: shorter, as it can do anything the customer can. */
export const ACTING_SESSION_TTL_MS = 60 * 60 * 1000;

export type Session = {
  /** The customer whose shopping this session does (a support user's own id for a support sign-in). */
  readonly customerId: string;
  /** The support user acting for that customer, or null. */
  readonly actorId: string | null;
  readonly isSignedOnAsCustomer: boolean;
  readonly expiresAt: Date;
  readonly sessionId: string;
  /** 'support': a support user signed in as themselves, who cannot shop until they sign on as a customer. */
  readonly kind: 'customer' | 'support';
};

/**
 * Only this digest of the session id is stored (in `sessions.token_hash`),
 * so a database leak gives nothing to put in a token.
 */
export const hashSessionId = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

/** The support user's own session an acting session is opened from: the acting session never outlasts it. */
export type SupportSessionLink = { readonly sessionId: string; readonly expiresAt: Date };

export async function createSession(
  db: Queryable,
  input: { customerId: string; actorId: string | null; now: Date; supportSession?: SupportSessionLink },
): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const sessionId = newSessionId();
  const ttl = input.actorId === null ? SESSION_TTL_MS : ACTING_SESSION_TTL_MS;
  const ownEnd = input.now.getTime() + ttl;
  const expiresAt = new Date(Math.min(ownEnd, input.supportSession?.expiresAt.getTime() ?? ownEnd));
  const supportSessionHash = input.supportSession ? hashSessionId(input.supportSession.sessionId) : null;
  await db.query(
    `insert into sessions (token_hash, customer_id, actor_id, created_at, expires_at, support_session_hash)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashSessionId(sessionId), input.customerId, input.actorId, input.now, expiresAt, supportSessionHash],
  );
  const token = signToken(
    { sessionId, customerId: input.customerId, actorId: input.actorId, expiresAt },
    tokenSecret(),
  );
  return { token, expiresAt, sessionId };
}

export type SessionRow = {
  customer_id: string;
  actor_id: string | null;
  expires_at: Date;
  role: 'customer' | 'support';
};

/**
 * The live session row for a token's digest ($1) at a time ($2): not expired and, for an acting
 * session opened from a support session, that support session still there (ending it ends this
 * one). One text for every statement that checks a session, so none checks less. The support
 * session is joined by its key (at most one row), not asked with `exists` in an `or`: PostgreSQL
 * may run that subplan hashed, over every live session (its plan at 50,000 customers), where a
 * join by the key is one index lookup.
 */
export const LIVE_SESSION = `select s.customer_id, s.actor_id, s.expires_at, c.role
     from sessions s join customers c on c.id = s.customer_id
       left join sessions p on p.token_hash = s.support_session_hash and p.expires_at > $2
     where s.token_hash = $1 and s.expires_at > $2
       and (s.support_session_hash is null or p.token_hash is not null)`;

/**
 * The session a verified token names, from its live row; undefined when there is no row or the
 * row names another customer or actor than the token.
 */
export function sessionFromRow(claims: TokenClaims, row: SessionRow | undefined): Session | undefined {
  if (!row || row.customer_id !== claims.customerId || row.actor_id !== claims.actorId) return undefined;
  return {
    customerId: row.customer_id,
    actorId: row.actor_id,
    isSignedOnAsCustomer: row.actor_id !== null,
    expiresAt: new Date(row.expires_at),
    sessionId: claims.sessionId,
    kind: row.role === 'support' && row.actor_id === null ? 'support' : 'customer',
  };
}

/**
 * The live session for a token: signed by us, not expired, and its session
 * still in the database with the same customer and actor (LIVE_SESSION).
 * Undefined otherwise.
 */
export async function findSession(
  db: Queryable,
  token: string,
  now: Date,
  secret: TokenKey = tokenSecret(),
): Promise<Session | undefined> {
  const claims = verifyToken(token, secret, now);
  if (!claims) return undefined;
  const [row] = await db.query<SessionRow>(LIVE_SESSION, [hashSessionId(claims.sessionId), now]);
  return sessionFromRow(claims, row);
}
