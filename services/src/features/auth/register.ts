import type { RegisterRequest, SignInResponse } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { badRequest, ServiceHttpError } from '../../http/errors.ts';
import { findCustomerByEmail } from './customers.ts';
import { insertAccount, isUniqueViolation } from './insert-account.ts';
import { openSession } from './open-session.ts';
import { hashPassword } from './password.ts';

const emailTaken = (): ServiceHttpError =>
  new ServiceHttpError(409, 'email_taken', 'An account with this email address already exists. Please sign in.');

/** The one password rule RegisterRequest cannot check alone, as it needs the email beside it. */
export const isPasswordTheEmail = (request: Pick<RegisterRequest, 'email' | 'password'>): boolean =>
  request.password.trim().toLowerCase() === request.email;

/**
 * Creates a shopper account (id C-5xxxxxx from a sequence) with an open
 * PENDING order, and signs them in. `request` has passed RegisterRequest, so
 * the email is trimmed and lower-cased and the password meets PASSWORD_RULES.
 * `count` runs once the request is known to be valid, before anything that
 * costs or tells (the email's lookup, the hash): the registration limits.
 */
export async function register(
  db: Database,
  request: RegisterRequest,
  now: Date,
  count: () => Promise<void>,
): Promise<SignInResponse> {
  if (isPasswordTheEmail(request)) {
    throw badRequest('Invalid request body: password: must not be your email address');
  }
  await count();
  // Checked first so a taken email answers before the (deliberately slow) hash.
  if (await findCustomerByEmail(db, request.email)) throw emailTaken();
  const passwordHash = await hashPassword(request.password);

  try {
    return await db.transaction(async (tx) => {
      const { email, name } = request;
      const customer = await insertAccount(tx, { email, name, passwordHash, role: 'customer' }, now);
      return openSession(tx, { customerId: customer.id, actorId: null, now });
    });
  } catch (error) {
    // Two registrations for one email at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
