import {
  SUPPORT_AUDIT_PAGE_SIZE,
  type SupportAction,
  type SupportAuditEntry,
  type SupportAuditQuery,
} from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';

export type SupportAuditRecord = {
  readonly action: SupportAction;
  readonly supportUserId: string;
  /** Whose audit the row is in: for a refusal, the account that asked. */
  readonly customerId: string;
  /** For a refusal, the customer it named (kept apart, so no one can file rows in another's audit). */
  readonly namedCustomerId?: string;
  readonly reason: string;
  /** Null only for an end no client asked for (an expiry). */
  readonly clientAddress: string | null;
  /** sha256 of the acting session's id (as `sessions.token_hash`); for a refusal, the asking session's; null with none. */
  readonly sessionHash: string | null;
  readonly at: Date;
};

/**
 * Appends one row to the support audit. Call it in the same transaction as
 * the session change it records, so neither happens without the other.
 */
export async function recordSupportAction(db: Queryable, record: SupportAuditRecord): Promise<void> {
  await db.query(
    `insert into support_audit
       (action, support_user_id, customer_id, named_customer_id, reason, client_address, session_hash, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      record.action,
      record.supportUserId,
      record.customerId,
      record.namedCustomerId ?? null,
      record.reason,
      record.clientAddress,
      record.sessionHash,
      record.at,
    ],
  );
}

/** Said in an end's audit row when its acting session has no sign-on row (one opened before the audit existed). */
export const UNRECORDED_REASON = '(no sign-on record)';

/** Said in a refused sign-in's audit row when the request gave no reason. */
export const NO_REASON_GIVEN = '(no reason given)';

/** An acting session that has just ended, as its deleted `sessions` row said. */
export type EndedActingSession = {
  readonly sessionHash: string;
  readonly supportUserId: string;
  readonly customerId: string;
};

/** How an acting session ended. */
export type ActingSessionEnd = Extract<
  SupportAction,
  'return_to_admin' | 'sign_out' | 'expired' | 'support_session_ended'
>;

/**
 * Records the end of an acting session with the reason its sign-on gave.
 * Call it in the transaction that deleted the session.
 */
export async function recordActingSessionEnd(
  db: Queryable,
  action: ActingSessionEnd,
  ended: EndedActingSession,
  { clientAddress, at }: { clientAddress: string | null; at: Date },
): Promise<void> {
  await recordSupportAction(db, {
    action,
    ...ended,
    reason: (await signOnReason(db, ended.sessionHash)) ?? UNRECORDED_REASON,
    clientAddress,
    at,
  });
}

/** The reason given when the acting session with this hash was started, if it was audited. */
async function signOnReason(db: Queryable, sessionHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ reason: string }>(
    `select reason from support_audit where session_hash = $1 and action = 'sign_on' order by id limit 1`,
    [sessionHash],
  );
  return row?.reason;
}

type AuditRow = {
  id: string | number;
  action: SupportAction;
  support_user_id: string;
  customer_id: string;
  named_customer_id: string | null;
  reason: string;
  client_address: string | null;
  occurred_at: Date | string;
};

/** One page of a customer's audit, and where the next, older one starts (null: none). */
export type SupportAuditPage = { readonly entries: SupportAuditEntry[]; readonly nextBefore: string | null };

/**
 * One customer's audit, newest first (ties on time keep the order they were written in), one page
 * of `pageSize` rows: only `query.action`'s when given, and only rows after the row numbered
 * `query.before` in that order. One more row than the page is read, to know whether another follows.
 */
export async function listSupportAudit(
  db: Queryable,
  customerId: string,
  query: SupportAuditQuery = {},
  pageSize: number = SUPPORT_AUDIT_PAGE_SIZE,
): Promise<SupportAuditPage> {
  const rows = await db.query<AuditRow>(
    `select id, action, support_user_id, customer_id, named_customer_id, reason, client_address, occurred_at
     from support_audit
     where customer_id = $1
       and ($2::text is null or action = $2::text)
       and ($3::bigint is null
            or (occurred_at, id) < (select occurred_at, id from support_audit where id = $3::bigint))
     order by occurred_at desc, id desc
     limit $4`,
    [customerId, query.action ?? null, query.before ?? null, pageSize + 1],
  );
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      action: row.action,
      supportUserId: row.support_user_id,
      customerId: row.customer_id,
      namedCustomerId: row.named_customer_id,
      reason: row.reason,
      clientAddress: row.client_address,
      at: new Date(row.occurred_at).toISOString(),
    })),
    nextBefore: rows.length > pageSize && last ? String(last.id) : null,
  };
}
