import type { RegisterRequest, SignInResponse } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { badRequest, ServiceHttpError } from '../../http/errors.ts';
import { findCustomerByEmail } from './customers.ts';
import { openSession } from './open-session.ts';
import { hashPassword } from './password.ts';

const emailTaken = (): ServiceHttpError =>
  new ServiceHttpError(409, 'email_taken', 'An account with this email address already exists. Please sign in.');

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

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
  if (request.password.trim().toLowerCase() === request.email) {
    throw badRequest('Invalid request body: password: must not be your email address');
  }
  await count();
  // Checked first so a taken email answers before the (deliberately slow) hash.
  if (await findCustomerByEmail(db, request.email)) throw emailTaken();
  const passwordHash = await hashPassword(request.password);

  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx.query<{ id: string }>(
        `insert into customers (id, email, name, password_hash, role, default_branch_id, created_at)
         values ('C-' || nextval('registered_customer_number'), $1, $2, $3, 'customer', null, $4)
         returning id`,
        [request.email, request.name, passwordHash, now],
      );
      if (!customer) throw new Error('Registering a customer returned no row');
      await tx.query(
        `insert into orders (customer_order_id, customer_id, state, created_at, updated_at)
         values (nextval('customer_order_number')::text, $1, 'PENDING', $2, $2)`,
        [customer.id, now],
      );
      return openSession(tx, { customerId: customer.id, actorId: null, now });
    });
  } catch (error) {
    // Two registrations for one email at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
