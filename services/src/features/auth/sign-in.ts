import type { SignInRequest, SignInResponse } from '@grocer/shared-contracts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { findCustomerByEmail, findCustomerById } from './customers.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { openSession } from './open-session.ts';
import { deleteExpiredSessions } from './sessions.ts';

/** The same words for an unknown email and a wrong password, so sign-in does not reveal who has an account. */
export const BAD_CREDENTIALS_MESSAGE = 'Email or password is incorrect';

/**
 * Checks credentials and opens a session. Shoppers sign in as themselves.
 * Support users either name the customer they act for (`actAsCustomerId`) or
 * get a support sign-in of their own, which can only sign on as a customer.
 */
export async function signIn(db: Database, request: SignInRequest, now: Date): Promise<SignInResponse> {
  const user = await findCustomerByEmail(db, request.email);
  const passwordOk = user
    ? await verifyPassword(request.password, user.passwordHash)
    : await verifyAgainstDecoy(request.password);
  if (!user || !passwordOk) throw unauthenticated(BAD_CREDENTIALS_MESSAGE, 'invalid_credentials');

  let customerId = user.id;
  let actorId: string | null = null;
  if (user.role === 'support' && request.actAsCustomerId !== undefined) {
    const customer = await findCustomerById(db, request.actAsCustomerId);
    if (!customer || customer.role !== 'customer') {
      throw notFound(`No customer with id ${request.actAsCustomerId}.`, 'customer_not_found');
    }
    customerId = customer.id;
    actorId = user.id;
  } else if (user.role === 'customer' && request.actAsCustomerId !== undefined) {
    throw forbidden('Only support users can act for another customer.');
  }

  await deleteExpiredSessions(db, now);
  return openSession(db, { customerId, actorId, isSupportSignIn: user.role === 'support' && actorId === null, now });
}
