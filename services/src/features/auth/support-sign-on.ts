import type { ReturnToAdminResponse, SignInResponse } from '@grocer/shared-contracts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { recordSupportAction, signOnReason } from '../support-audit/support-audit.ts';
import type { AuthenticatedRequest } from './authenticate.ts';
import { findCustomerById } from './customers.ts';
import { createSession, hashSessionId } from './sessions.ts';

/** The admin application's customer details page, where "Return to admin" lands (spec section 6). */
export const adminCustomerUrl = (customerId: string): string => `/admin/customers/${encodeURIComponent(customerId)}`;

/** Said in a return's audit row when its acting session has no sign-on row (one opened before the audit existed). */
export const UNRECORDED_REASON = '(no sign-on record)';

/** Who acts for whom, why, and from where: what the support audit keeps. */
export type ActingRequest = {
  readonly supportUserId: string;
  readonly customerId: string;
  readonly reason: string;
  readonly clientAddress: string;
  readonly now: Date;
};

/**
 * Opens a session in which a support user acts for a customer (it lasts
 * ACTING_SESSION_TTL_MS) and records the sign-on in the support audit, in one
 * transaction: no acting session without its audit row.
 */
export async function openActingSession(db: Database, request: ActingRequest): Promise<SignInResponse> {
  return db.transaction(async (tx) => {
    const { token, expiresAt, sessionId } = await createSession(tx, {
      customerId: request.customerId,
      actorId: request.supportUserId,
      now: request.now,
    });
    await recordSupportAction(tx, {
      action: 'sign_on',
      supportUserId: request.supportUserId,
      customerId: request.customerId,
      reason: request.reason,
      clientAddress: request.clientAddress,
      sessionHash: hashSessionId(sessionId),
      at: request.now,
    });
    return {
      token,
      tokenType: 'Bearer',
      expiresAt: expiresAt.toISOString(),
      customerId: request.customerId,
      isSignedOnAsCustomer: true,
      role: 'customer',
    };
  });
}

/**
 * A support user (signed in as themselves, or already acting for someone)
 * starts a new session acting for `customerId`. Their own session stays.
 */
export async function signOnAsCustomer(
  db: Database,
  { session }: AuthenticatedRequest,
  request: { customerId: string; reason: string; clientAddress: string },
  now: Date,
): Promise<SignInResponse> {
  const supportUser = await findCustomerById(db, session.actorId ?? session.customerId);
  if (supportUser?.role !== 'support') throw forbidden('Only support users can sign on as a customer.');
  const customer = await findCustomerById(db, request.customerId);
  if (customer?.role !== 'customer') {
    throw notFound(`No customer with id ${request.customerId}.`, 'customer_not_found');
  }
  return openActingSession(db, {
    supportUserId: supportUser.id,
    customerId: customer.id,
    reason: request.reason,
    clientAddress: request.clientAddress,
    now,
  });
}

/**
 * Ends a support user's acting session, records the return in the support
 * audit with the sign-on's reason, and says where the admin application shows
 * that customer.
 */
export async function returnToAdmin(
  db: Database,
  { session }: AuthenticatedRequest,
  { clientAddress, now }: { clientAddress: string; now: Date },
): Promise<ReturnToAdminResponse> {
  const supportUserId = session.actorId;
  if (supportUserId === null) {
    throw forbidden('Only a support user signed on as a customer can return to admin.');
  }
  const sessionHash = hashSessionId(session.sessionId);
  await db.transaction(async (tx) => {
    // Deleting first and counting makes two concurrent returns with one token record one return, not two.
    const ended = await tx.query('delete from sessions where token_hash = $1 returning token_hash', [sessionHash]);
    if (ended.length === 0) throw unauthenticated('This session has already ended.');
    await recordSupportAction(tx, {
      action: 'return_to_admin',
      supportUserId,
      customerId: session.customerId,
      reason: (await signOnReason(tx, sessionHash)) ?? UNRECORDED_REASON,
      clientAddress,
      sessionHash,
      at: now,
    });
  });
  return { redirectUrl: adminCustomerUrl(session.customerId) };
}
