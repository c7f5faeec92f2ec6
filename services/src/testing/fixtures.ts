import { randomBytes } from 'node:crypto';
import type { OrderState } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../db/database.ts';
import { hashPassword } from '../features/auth/password.ts';

/** Cheap scrypt cost for accounts made inside tests. */
const TEST_COST = { N: 1024, r: 8, p: 1 };

export type TestCustomer = { id: string; email: string; password: string };

/** A new shopper with a unique id and email, optionally with some orders. */
export async function createCustomer(
  db: Queryable,
  options: { orders?: readonly { id?: string; state: OrderState; createdAt?: string }[]; branch?: string } = {},
): Promise<TestCustomer & { orderIds: string[] }> {
  const suffix = randomBytes(4).toString('hex');
  const customer = { id: `T-${suffix}`, email: `test-${suffix}@example.com`, password: `pw-${suffix}` };
  await db.query(
    `insert into customers (id, email, name, password_hash, role, default_branch_id)
     values ($1, $2, $3, $4, 'customer', $5)`,
    [
      customer.id,
      customer.email,
      `Test ${suffix}`,
      await hashPassword(customer.password, TEST_COST),
      options.branch ?? '100',
    ],
  );
  const orderIds: string[] = [];
  for (const [index, order] of (options.orders ?? []).entries()) {
    const id = order.id ?? `T${suffix}-${index}`;
    await db.query(`insert into orders (customer_order_id, customer_id, state, created_at) values ($1, $2, $3, $4)`, [
      id,
      customer.id,
      order.state,
      order.createdAt ?? new Date().toISOString(),
    ]);
    orderIds.push(id);
  }
  return { ...customer, orderIds };
}
