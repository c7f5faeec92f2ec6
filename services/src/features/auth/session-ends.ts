import type { Database, Queryable } from '../../db/database.ts';
import { recordActingSessionEnd } from '../support-audit/support-audit.ts';
import { hashSessionId, type Session } from './sessions.ts';

type EndedRow = { token_hash: string; customer_id: string; actor_id: string | null; expires_at: Date | string };

const endedActing = (row: EndedRow & { actor_id: string }) => ({
  sessionHash: row.token_hash,
  supportUserId: row.actor_id,
  customerId: row.customer_id,
});

/**
 * Sign-out: ends the session and every acting session opened from it, in one
 * transaction with their audit rows (an acting session's own sign-out, and
 * each acting session that ended with its support session).
 */
export async function endSession(
  db: Database,
  session: Session,
  { clientAddress, now }: { clientAddress: string; now: Date },
): Promise<void> {
  const sessionHash = hashSessionId(session.sessionId);
  await db.transaction(async (tx) => {
    const [ended] = await tx.query<EndedRow>(
      'delete from sessions where token_hash = $1 returning token_hash, customer_id, actor_id, expires_at',
      [sessionHash],
    );
    // Already ended by a concurrent request, which wrote the rows for it.
    if (!ended) return;
    if (ended.actor_id !== null) {
      await recordActingSessionEnd(tx, 'sign_out', endedActing({ ...ended, actor_id: ended.actor_id }), {
        clientAddress,
        at: now,
      });
    }
    const opened = await tx.query<EndedRow & { actor_id: string }>(
      `delete from sessions where support_session_hash = $1
       returning token_hash, customer_id, actor_id, expires_at`,
      [sessionHash],
    );
    for (const row of opened) {
      await recordActingSessionEnd(tx, 'support_session_ended', endedActing(row), { clientAddress, at: now });
    }
  });
}

/**
 * Housekeeping (on sign-in, and before the audit is read): deletes expired
 * sessions so they do not pile up, and writes the audit row of each acting
 * session among them, stamped with the moment it ran out. An acting session
 * whose support session has gone some other way ends here too. The delete
 * returns each row once, so concurrent sweeps never record an end twice.
 */
export async function endExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const acting = await tx.query<EndedRow & { actor_id: string }>(
      `delete from sessions s
       where s.actor_id is not null
         and (s.expires_at <= $1
           or (s.support_session_hash is not null
             and not exists (select 1 from sessions p where p.token_hash = s.support_session_hash and p.expires_at > $1)))
       returning s.token_hash, s.customer_id, s.actor_id, s.expires_at`,
      [now],
    );
    for (const row of acting) await recordEnd(tx, row, now);
    await tx.query('delete from sessions where expires_at <= $1', [now]);
  });
}

async function recordEnd(tx: Queryable, row: EndedRow & { actor_id: string }, now: Date): Promise<void> {
  const expiresAt = new Date(row.expires_at);
  if (expiresAt <= now) {
    await recordActingSessionEnd(tx, 'expired', endedActing(row), { clientAddress: null, at: expiresAt });
  } else {
    await recordActingSessionEnd(tx, 'support_session_ended', endedActing(row), { clientAddress: null, at: now });
  }
}
