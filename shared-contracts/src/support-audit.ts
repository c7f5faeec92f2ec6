import * as z from './zod.ts';

/**
 * Why a support user acts for a customer: free text kept in the support audit
 * (issue 13), so the host's form and the services say the same. Trimmed first;
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
  customerId: z.string(),
  /** The sign-on's reason; an end carries the reason of the sign-on it ends, a refusal the reason given. */
  reason: z.string(),
  /** The client address the services saw (`request.ip`, after any trusted proxy); null for an expiry. */
  clientAddress: z.nullable(z.string()),
  at: z.iso.datetime(),
});
export type SupportAuditEntry = z.infer<typeof SupportAuditEntry>;

/** How many entries GET /v1/admin/customers/{customerId}/support-audit answers at most. */
export const SUPPORT_AUDIT_PAGE_SIZE = 50;

/** GET /v1/admin/customers/{customerId}/support-audit: the newest entries first, at most SUPPORT_AUDIT_PAGE_SIZE. */
export const SupportAuditResponse = z.object({
  customerId: z.string(),
  entries: z.array(SupportAuditEntry).check(z.maxLength(SUPPORT_AUDIT_PAGE_SIZE)),
});
export type SupportAuditResponse = z.infer<typeof SupportAuditResponse>;
