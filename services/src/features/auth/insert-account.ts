import type { Queryable } from '../../db/database.ts';
import type { Role } from './customers.ts';

export type NewAccount = {
  /** Trimmed and lower-cased, as RegisterRequest leaves it. */
  readonly email: string;
  readonly name: string;
  /** From hashPassword, as every sign-in checks it. */
  readonly passwordHash: string;
  readonly role: Role;
};

/** Shoppers are C-…, support users S-… (as the demo's S-2001); one sequence numbers both, so no id repeats. */
const ID_PREFIX: Record<Role, string> = { customer: 'C-', support: 'S-' };

/**
 * Adds an account, as registration and the operator's commands do: a shopper with the open
 * PENDING order every shopper shops on, a support user with none (they act for customers).
 * A taken email fails with the unique index's error (isUniqueViolation).
 */
export async function insertAccount(
  tx: Queryable,
  account: NewAccount,
  now: Date,
): Promise<{ id: string; openOrderId: string | undefined }> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into customers (id, email, name, password_hash, role, default_branch_id, created_at)
     values ($1::text || nextval('registered_customer_number'), $2, $3, $4, $5, null, $6)
     returning id`,
    [ID_PREFIX[account.role], account.email, account.name, account.passwordHash, account.role, now],
  );
  if (!inserted) throw new Error('Adding an account returned no row');
  if (account.role !== 'customer') return { id: inserted.id, openOrderId: undefined };
  const [order] = await tx.query<{ customer_order_id: string }>(
    `insert into orders (customer_order_id, customer_id, state, created_at, updated_at)
     values (nextval('customer_order_number')::text, $1, 'PENDING', $2, $2)
     returning customer_order_id`,
    [inserted.id, now],
  );
  return { id: inserted.id, openOrderId: order?.customer_order_id };
}

/** Two accounts for one email at once: the unique index lets one through and refuses the other. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
