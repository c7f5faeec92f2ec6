import { expect, it } from 'vitest';
import { verifyPassword } from '../features/auth/password.ts';
import { describeEachDatabase, useDatabase } from '../testing/database-suite.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER, DEMO_SUPPORT, seed } from './demo-accounts.ts';

describeEachDatabase('seed', (target) => {
  const db = useDatabase(target);

  it('adds the demo accounts and orders once; running again changes nothing', async () => {
    await migrate(db());
    expect(await seed(db())).toEqual({ customersAdded: 3, ordersAdded: 3 });
    const snapshot = async () => ({
      customers: await db().query('select id, email, password_hash, role from customers order by id'),
      orders: await db().query('select customer_order_id, customer_id, state from orders order by customer_order_id'),
    });
    const before = await snapshot();
    expect(await seed(db())).toEqual({ customersAdded: 0, ordersAdded: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('stores salted scrypt hashes that match the demo passwords', async () => {
    const rows = await db().query<{ id: string; password_hash: string }>('select id, password_hash from customers');
    const byId = new Map(rows.map((row) => [row.id, row.password_hash]));
    for (const account of [DEMO_SHOPPER, DEMO_AMENDING_SHOPPER, DEMO_SUPPORT]) {
      const hash = byId.get(account.id) ?? '';
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain(account.password);
      expect(await verifyPassword(account.password, hash)).toBe(true);
    }
    // Same password, different salt.
    expect(byId.get(DEMO_SHOPPER.id)).not.toBe(byId.get(DEMO_AMENDING_SHOPPER.id));
  });

  it('does not undo what has happened since: a placed demo order stays placed', async () => {
    await db().query("update orders set state = 'PLACED' where customer_order_id = $1", [DEMO_SHOPPER.openOrderId]);
    await seed(db());
    const [order] = await db().query<{ state: string }>('select state from orders where customer_order_id = $1', [
      DEMO_SHOPPER.openOrderId,
    ]);
    expect(order?.state).toBe('PLACED');
  });
});
