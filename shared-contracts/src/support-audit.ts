import * as z from './zod.ts';

/**
 * Why a support user acts for a customer: free text kept in the support audit,
 * so the host's form and the services say the same. Trimmed first;
 * no pattern runs on it.
 */
export const SUPPORT_REASON_RULES = Object.freeze({
  minLength: 3,
  maxLength: 500,
  message: 'Give a reason of 3 to 500 characters',
});

export const SupportReason = z
  .string()
  .check(
    z.trim(),
    z.minLength(SUPPORT_REASON_RULES.minLength, SUPPORT_REASON_RULES.message),
    z.maxLength(SUPPORT_REASON_RULES.maxLength, SUPPORT_REASON_RULES.message),
  );

/**
 * A customer id as a request names one (`C-1002`, a support user's `S-2001`): 1 to 64 letters,
 * digits or hyphens, what the services issue. Checked for length before the pattern runs, so a
 * refused sign-on can only ever write a short, plain id into the audit.
 */
export const CustomerIdText = z
  .string()
  .check(
    z.trim(),
    z.maxLength(64, { abort: true }),
    z.regex(/^[A-Za-z0-9-]{1,64}$/, 'a customer id is 1 to 64 letters, digits or -'),
  );

/**
 * What happened to a support user's acting session: it started (`sign_on`);
 * it ended by "Return to admin", by sign-out, by running out (`expired`: its
 * hour, or its support session's end), or with the support session it was
 * opened from (`support_session_ended`); or a sign-on was refused.
 */
export const SupportAction = z.enum([
  'sign_on',
  'return_to_admin',
  'sign_out',
  'expired',
  'support_session_ended',
  'sign_on_refused',
]);
export type SupportAction = z.infer<typeof SupportAction>;

/** One row of the append-only support audit. */
export const SupportAuditEntry = z.object({
  action: SupportAction,
  supportUserId: z.string(),
  /** Whose audit it is in. A refusal is filed under the account that asked, never the one it named. */
  customerId: z.string(),
  /** A refusal's named customer (null for every other row, and for refusals filed before it was kept). */
  namedCustomerId: z.nullable(z.string()),
  /** The sign-on's reason; an end carries the reason of the sign-on it ends, a refusal the reason given. */
  reason: z.string(),
  /** The client address the services saw (`request.ip`, after any trusted proxy); null for an expiry. */
  clientAddress: z.nullable(z.string()),
  at: z.iso.datetime(),
});
export type SupportAuditEntry = z.infer<typeof SupportAuditEntry>;

/** How many entries one page of GET /v1/admin/customers/{customerId}/support-audit holds at most. */
export const SUPPORT_AUDIT_PAGE_SIZE = 50;

/** A page's position: the `nextBefore` of the page before it (a row's number, digits only). */
const AuditCursor = z.string().check(z.maxLength(19, { abort: true }), z.regex(/^[1-9][0-9]{0,18}$/));

/**
 * GET /v1/admin/customers/{customerId}/support-audit's query: one kind of action only
 * (`action`), and the page after the one whose `nextBefore` is `before`.
 */
export const SupportAuditQuery = z.object({
  action: z.optional(SupportAction),
  before: z.optional(AuditCursor),
});
export type SupportAuditQuery = z.infer<typeof SupportAuditQuery>;

/** GET /v1/admin/customers/{customerId}/support-audit: one page, newest first, at most SUPPORT_AUDIT_PAGE_SIZE. */
export const SupportAuditResponse = z.object({
  customerId: z.string(),
  entries: z.array(SupportAuditEntry).check(z.maxLength(SUPPORT_AUDIT_PAGE_SIZE)),
  /** `before` for the next, older page of the same query; null on the last page. */
  nextBefore: z.nullable(AuditCursor),
});
export type SupportAuditResponse = z.infer<typeof SupportAuditResponse>;
