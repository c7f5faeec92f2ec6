import { hashPassword } from '../features/auth/password.ts';
import { refreshTrolleySummary } from '../features/trolley/trolley-summary-store.ts';
import type { Database } from '../db/database.ts';

/**
 * Demo accounts for local use, the README and end-to-end tests. Invented for
 * this project; safe to publish.
 */
export const DEMO_SHOPPER = {
  id: 'C-1001',
  email: 'shopper@example.com',
  password: 'groceries',
  name: 'Sam Shopper',
  role: 'customer',
  defaultBranchId: '651',
  openOrderId: '9000001',
} as const;

/** A second shopper, part-way through amending an order, for support staff to act for. */
export const DEMO_AMENDING_SHOPPER = {
  id: 'C-1002',
  email: 'alex@example.com',
  password: 'groceries',
  name: 'Alex Amender',
  role: 'customer',
  defaultBranchId: '427',
  openOrderId: '9000003',
  completedOrderId: '9000002',
} as const;

export const DEMO_SUPPORT = {
  id: 'S-2001',
  email: 'support@example.com',
  password: 'support',
  name: 'Pat Support',
  role: 'support',
  defaultBranchId: null,
} as const;

/** Every demo account: seeded only when asked (SEED_DEMO=true), refused in production. */
export const DEMO_ACCOUNTS = [DEMO_SHOPPER, DEMO_AMENDING_SHOPPER, DEMO_SUPPORT] as const;

const ORDERS = [
  { id: DEMO_SHOPPER.openOrderId, customerId: DEMO_SHOPPER.id, state: 'PENDING', createdAt: '2025-01-06T09:00:00Z' },
  {
    id: DEMO_AMENDING_SHOPPER.completedOrderId,
    customerId: DEMO_AMENDING_SHOPPER.id,
    state: 'COMPLETED',
    createdAt: '2025-01-02T09:00:00Z',
  },
  {
    id: DEMO_AMENDING_SHOPPER.openOrderId,
    customerId: DEMO_AMENDING_SHOPPER.id,
    state: 'AMENDING',
    createdAt: '2025-01-05T09:00:00Z',
  },
] as const;

/**
 * Adds the demo accounts and orders if they are missing. Never overwrites:
 * an order the demo shopper has since placed stays placed.
 */
export async function seed(db: Database): Promise<{ customersAdded: number; ordersAdded: number }> {
  const existing = new Set(
    (
      await db.query<{ id: string }>('select id from customers where id = any($1)', [DEMO_ACCOUNTS.map((a) => a.id)])
    ).map((row) => row.id),
  );
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.id));
  // Hash before opening the transaction: scrypt is deliberately slow.
  const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));

  return db.transaction(async (tx) => {
    let customersAdded = 0;
    for (const [index, account] of missing.entries()) {
      const inserted = await tx.query(
        `insert into customers (id, email, name, password_hash, role, default_branch_id)
         values ($1, $2, $3, $4, $5, $6)
         on conflict do nothing
         returning id`,
        [account.id, account.email, account.name, hashes[index], account.role, account.defaultBranchId],
      );
      customersAdded += inserted.length;
    }
    let ordersAdded = 0;
    for (const order of ORDERS) {
      const inserted = await tx.query(
        `insert into orders (customer_order_id, customer_id, state, created_at, updated_at)
         values ($1, $2, $3, $4, $4)
         on conflict do nothing
         returning customer_order_id`,
        [order.id, order.customerId, order.state, order.createdAt],
      );
      // The header's summary of its (empty) trolley, as every new order gets (migration 013).
      if (inserted.length > 0) await refreshTrolleySummary(tx, order.id, new Date());
      ordersAdded += inserted.length;
    }
    return { customersAdded, ordersAdded };
  });
}
