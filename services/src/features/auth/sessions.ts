import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** How long a sign-in lasts. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export type Session = {
  /** The customer whose shopping this session does. */
  readonly customerId: string;
  /** The support user acting for that customer, or null. */
  readonly actorId: string | null;
  readonly isSignedOnAsCustomer: boolean;
  readonly expiresAt: Date;
};

/** An opaque bearer token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak does not leak usable tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Queryable,
  input: { customerId: string; actorId: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + SESSION_TTL_MS);
  await db.query(
    `insert into sessions (token_hash, customer_id, actor_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [hashToken(token), input.customerId, input.actorId, input.now, expiresAt],
  );
  return { token, expiresAt };
}

type SessionRow = { customer_id: string; actor_id: string | null; expires_at: Date };

/** The live session for a token, or undefined when it is unknown or expired. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<Session | undefined> {
  const [row] = await db.query<SessionRow>(
    'select customer_id, actor_id, expires_at from sessions where token_hash = $1 and expires_at > $2',
    [hashToken(token), now],
  );
  if (!row) return undefined;
  return {
    customerId: row.customer_id,
    actorId: row.actor_id,
    isSignedOnAsCustomer: row.actor_id !== null,
    expiresAt: new Date(row.expires_at),
  };
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}

/** Housekeeping on sign-in, so expired rows do not pile up. */
export async function deleteExpiredSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from sessions where expires_at <= $1', [now]);
}
