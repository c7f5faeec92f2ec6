import type { Queryable } from '../../db/database.ts';

export type Role = 'customer' | 'support';

export type Customer = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly defaultBranchId: string | null;
};

type CustomerRow = {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: Role;
  default_branch_id: string | null;
};

const COLUMNS = 'id, email, name, password_hash, role, default_branch_id';

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  role: row.role,
  defaultBranchId: row.default_branch_id,
});

/** Emails are stored and compared trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findCustomerByEmail(db: Queryable, email: string): Promise<Customer | undefined> {
  const [row] = await db.query<CustomerRow>(`select ${COLUMNS} from customers where email = $1`, [
    normaliseEmail(email),
  ]);
  return row && toCustomer(row);
}

export async function findCustomerById(db: Queryable, id: string): Promise<Customer | undefined> {
  const [row] = await db.query<CustomerRow>(`select ${COLUMNS} from customers where id = $1`, [id]);
  return row && toCustomer(row);
}
