import type { SignInRequest, SignInResponse } from '@grocer/shared-contracts';
import type { Database } from '../../db/database.ts';
import { badRequest, forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { findCustomerByEmail, findCustomerById } from './customers.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { createSession, deleteExpiredSessions } from './sessions.ts';

/** The same words for an unknown email and a wrong password, so sign-in does not reveal who has an account. */
export const BAD_CREDENTIALS_MESSAGE = 'Email or password is incorrect';

/**
 * Checks credentials and opens a session. Shoppers sign in as themselves;
 * support users must name the customer they act for (`actAsCustomerId`).
 */
export async function signIn(db: Database, request: SignInRequest, now: Date): Promise<SignInResponse> {
  const user = await findCustomerByEmail(db, request.email);
  const passwordOk = user
    ? await verifyPassword(request.password, user.passwordHash)
    : await verifyAgainstDecoy(request.password);
  if (!user || !passwordOk) throw unauthenticated(BAD_CREDENTIALS_MESSAGE, 'invalid_credentials');

  let customerId = user.id;
  let actorId: string | null = null;
  if (user.role === 'support') {
    if (request.actAsCustomerId === undefined) {
      throw badRequest('Support users must give actAsCustomerId: the customer they are acting for.');
    }
    const customer = await findCustomerById(db, request.actAsCustomerId);
    if (!customer || customer.role !== 'customer') {
      throw notFound(`No customer with id ${request.actAsCustomerId}.`, 'customer_not_found');
    }
    customerId = customer.id;
    actorId = user.id;
  } else if (request.actAsCustomerId !== undefined) {
    throw forbidden('Only support users can act for another customer.');
  }

  await deleteExpiredSessions(db, now);
  const { token, expiresAt } = await createSession(db, { customerId, actorId, now });
  return {
    token,
    tokenType: 'Bearer',
    expiresAt: expiresAt.toISOString(),
    customerId,
    isSignedOnAsCustomer: actorId !== null,
  };
}
