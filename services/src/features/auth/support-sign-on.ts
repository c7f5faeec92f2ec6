import type { ReturnToAdminResponse, SignInResponse } from '@grocer/shared-contracts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthenticatedRequest } from './authenticate.ts';
import { findCustomerById } from './customers.ts';
import { openSession } from './open-session.ts';
import { deleteSession } from './sessions.ts';

/** The admin application's customer details page, where "Return to admin" lands (spec section 6). */
export const adminCustomerUrl = (customerId: string): string => `/admin/customers/${encodeURIComponent(customerId)}`;

/**
 * A support user (signed in as themselves, or already acting for someone)
 * starts a new session acting for `customerId`. Their own session stays.
 */
export async function signOnAsCustomer(
  db: Database,
  { session }: AuthenticatedRequest,
  customerId: string,
  now: Date,
): Promise<SignInResponse> {
  const supportUser = await findCustomerById(db, session.actorId ?? session.customerId);
  if (supportUser?.role !== 'support') throw forbidden('Only support users can sign on as a customer.');
  const customer = await findCustomerById(db, customerId);
  if (customer?.role !== 'customer') throw notFound(`No customer with id ${customerId}.`, 'customer_not_found');
  return openSession(db, { customerId: customer.id, actorId: supportUser.id, now });
}

/** Ends a support user's acting session and says where the admin application shows that customer. */
export async function returnToAdmin(db: Database, { session }: AuthenticatedRequest): Promise<ReturnToAdminResponse> {
  if (session.actorId === null) {
    throw forbidden('Only a support user signed on as a customer can return to admin.');
  }
  await deleteSession(db, session.sessionId);
  return { redirectUrl: adminCustomerUrl(session.customerId) };
}
