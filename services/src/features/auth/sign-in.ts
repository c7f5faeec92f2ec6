import type { SignInRequest, SignInResponse } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { badRequest, forbidden, notFound, type ServiceHttpError, unauthenticated } from '../../http/errors.ts';
import { findCustomerByEmail, findCustomerById } from './customers.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { NO_REASON_GIVEN, recordSupportAction } from '../support-audit/support-audit.ts';
import { openSession } from './open-session.ts';
import { endExpiredSessions } from './session-ends.ts';
import type { SignOnLimits } from './sign-on-limits.ts';
import { openActingSession } from './support-sign-on.ts';

/** The same words for an unknown email and a wrong password, so sign-in does not reveal who has an account. */
export const BAD_CREDENTIALS_MESSAGE = 'Email or password is incorrect';

/**
 * Checks credentials and opens a session. Shoppers sign in as themselves.
 * Support users either name the customer they act for (`actAsCustomerId`) or
 * get a support sign-in of their own, which can only sign on as a customer.
 * Acting needs a `reason`, kept with `clientAddress` in the support audit,
 * which also keeps each refusal to act once the password is right: filed under
 * the account that signed in, the customer named beside it, and limited per
 * account (`signOnLimits`).
 */
export async function signIn(
  db: Database,
  request: SignInRequest,
  now: Date,
  clientAddress: string,
  signOnLimits: SignOnLimits,
): Promise<SignInResponse> {
  const user = await findCustomerByEmail(db, request.email);
  const passwordOk = user
    ? await verifyPassword(request.password, user.passwordHash)
    : await verifyAgainstDecoy(request.password);
  if (!user || !passwordOk) throw unauthenticated(BAD_CREDENTIALS_MESSAGE, 'invalid_credentials');

  const customerId = request.actAsCustomerId;
  if (customerId !== undefined) {
    const refuse = async (error: ServiceHttpError): Promise<never> => {
      await recordSupportAction(db, {
        action: 'sign_on_refused',
        supportUserId: user.id,
        customerId: user.id,
        namedCustomerId: customerId,
        reason: request.reason ?? NO_REASON_GIVEN,
        clientAddress,
        sessionHash: null,
        at: now,
      });
      throw error;
    };
    return signOnLimits.guard(user.id, now, async () => {
      if (user.role !== 'support') return refuse(forbidden('Only support users can act for another customer.'));
      const customer = await findCustomerById(db, customerId);
      if (!customer || customer.role !== 'customer') {
        return refuse(notFound(`No customer with id ${customerId}.`, 'customer_not_found'));
      }
      if (request.reason === undefined) {
        throw badRequest('Invalid request body: reason: say why you act for this customer (3 to 500 characters)');
      }
      await endExpiredSessions(db, now);
      return openActingSession(db, {
        supportUserId: user.id,
        customerId: customer.id,
        reason: request.reason,
        clientAddress,
        now,
      });
    });
  }

  await endExpiredSessions(db, now);
  return openSession(db, { customerId: user.id, actorId: null, isSupportSignIn: user.role === 'support', now });
}
