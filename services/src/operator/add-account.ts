import { RegisterRequest } from '@grocer/shared-contracts/domain';
import type { Database } from '../db/database.ts';
import { findCustomerByEmail, type Role } from '../features/auth/customers.ts';
import { insertAccount, isUniqueViolation } from '../features/auth/insert-account.ts';
import { hashPassword } from '../features/auth/password.ts';
import { isPasswordTheEmail } from '../features/auth/register.ts';
import { isPublishedDemoPassword } from '../seed/every-demo-account.ts';
import { OperatorRefusal } from './operator-refusal.ts';

export type AccountToAdd = {
  readonly role: Role;
  readonly email: string;
  /** The account's name; the email's part before @ when not given. */
  readonly fullName: string | undefined;
  readonly password: string;
};

const ROLE_NAMES: Record<Role, string> = { customer: 'shopper', support: 'support user' };

/** An account that has passed registration's rules, its email and name as registration stores them. */
export type CheckedAccount = {
  readonly role: Role;
  readonly email: string;
  readonly name: string;
  readonly password: string;
};

/**
 * Registration's rules for a new account, and one more: no published demo password. Needs no
 * database, so a refusal here costs nothing.
 */
export function checkAccount(account: AccountToAdd): CheckedAccount {
  // First, though both demo passwords break the rules anyway: the operator should hear why it matters.
  if (isPublishedDemoPassword(account.password)) {
    throw new OperatorRefusal('that password is a demo account’s, published in services/README.md: choose another');
  }
  const parsed = RegisterRequest.safeParse({
    email: account.email,
    password: account.password,
    name: account.fullName ?? account.email.trim().split('@')[0],
  });
  if (!parsed.success) {
    throw new OperatorRefusal(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  if (isPasswordTheEmail(parsed.data)) throw new OperatorRefusal('password: must not be the email address');
  return { role: account.role, ...parsed.data };
}

/**
 * Adds the account as registration would, with its hash and its insert. Says what it did, never
 * the password; refuses an email that has an account, changing nothing.
 */
export async function addAccount(db: Database, account: CheckedAccount, now: Date): Promise<string> {
  const { role, email, name } = account;
  const taken = await findCustomerByEmail(db, email);
  if (taken) throw new OperatorRefusal(`${email} already has an account (${taken.id}); nothing changed`);

  const passwordHash = await hashPassword(account.password);
  let added;
  try {
    added = await db.transaction((tx) => insertAccount(tx, { email, name, passwordHash, role }, now));
  } catch (error) {
    // Added by someone else between the check and the insert.
    if (isUniqueViolation(error)) throw new OperatorRefusal(`${email} already has an account; nothing changed`);
    throw error;
  }
  const order = added.openOrderId === undefined ? '' : `, open order ${added.openOrderId}`;
  return `Added ${ROLE_NAMES[role]} ${added.id} <${email}> "${name}"${order}`;
}
