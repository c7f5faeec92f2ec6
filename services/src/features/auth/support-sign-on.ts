import type { ReturnToAdminResponse, SignInResponse } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound, type ServiceHttpError, unauthenticated } from '../../http/errors.ts';
import { recordActingSessionEnd, recordSupportAction } from '../support-audit/support-audit.ts';
import type { AuthenticatedRequest } from './authenticate.ts';
import { findCustomerById } from './customers.ts';
import { createSession, hashSessionId, type SupportSessionLink } from './sessions.ts';
import type { SignOnLimits } from './sign-on-limits.ts';

/** The admin application's customer details page, where "Return to admin" lands (spec section 6). */
export const adminCustomerUrl = (customerId: string): string => `/admin/customers/${encodeURIComponent(customerId)}`;

/** Who acts for whom, why, and from where: what the support audit keeps. */
export type ActingRequest = {
  readonly supportUserId: string;
  readonly customerId: string;
  readonly reason: string;
  readonly clientAddress: string;
  readonly now: Date;
  /** The support user's own session it is opened from; none when opened by sign-in with their password. */
  readonly supportSession?: SupportSessionLink;
};

/**
 * Opens a session in which a support user acts for a customer (it lasts
 * ACTING_SESSION_TTL_MS, and never past its support session) and records the
 * sign-on in the support audit, in one transaction: no acting session without
 * its audit row.
 */
export async function openActingSession(db: Database, request: ActingRequest): Promise<SignInResponse> {
  return db.transaction(async (tx) => {
    const { token, expiresAt, sessionId } = await createSession(tx, {
      customerId: request.customerId,
      actorId: request.supportUserId,
      now: request.now,
      ...(request.supportSession && { supportSession: request.supportSession }),
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

/** What sign-on refuses with, after writing the refusal to the support audit. */
export const ACTING_CANNOT_SIGN_ON =
  'An acting session cannot sign on as a customer: return to admin and sign on from your own support sign-in.';

/**
 * A support user, signed in as themselves, starts a session acting for
 * `customerId`, which lasts until its hour is up or their own session ends,
 * whichever is first. Their own session stays. Anyone else (a shopper, or a
 * support user already acting for someone) is refused, and every refusal is
 * a row in the support audit, filed under the account whose token asked (the
 * customer named is kept beside it): a caller cannot fill another customer's
 * audit. Refusals are limited per asking person (`limits`).
 */
export async function signOnAsCustomer(
  db: Database,
  { session }: AuthenticatedRequest,
  request: { customerId: string; reason: string; clientAddress: string },
  now: Date,
  limits: SignOnLimits,
): Promise<SignInResponse> {
  const asker = session.actorId ?? session.customerId;
  const refuse = async (error: ServiceHttpError): Promise<never> => {
    await recordSupportAction(db, {
      action: 'sign_on_refused',
      supportUserId: asker,
      customerId: session.customerId,
      namedCustomerId: request.customerId,
      reason: request.reason,
      clientAddress: request.clientAddress,
      sessionHash: hashSessionId(session.sessionId),
      at: now,
    });
    throw error;
  };
  return limits.guard(asker, now, async () => {
    if (session.actorId !== null) return refuse(forbidden(ACTING_CANNOT_SIGN_ON));
    if (session.kind !== 'support') return refuse(forbidden('Only support users can sign on as a customer.'));
    const customer = await findCustomerById(db, request.customerId);
    if (customer?.role !== 'customer') {
      return refuse(notFound(`No customer with id ${request.customerId}.`, 'customer_not_found'));
    }
    return openActingSession(db, {
      supportUserId: session.customerId,
      customerId: customer.id,
      reason: request.reason,
      clientAddress: request.clientAddress,
      now,
      supportSession: { sessionId: session.sessionId, expiresAt: session.expiresAt },
    });
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
    await recordActingSessionEnd(
      tx,
      'return_to_admin',
      { sessionHash, supportUserId, customerId: session.customerId },
      { clientAddress, at: now },
    );
  });
  return { redirectUrl: adminCustomerUrl(session.customerId) };
}
