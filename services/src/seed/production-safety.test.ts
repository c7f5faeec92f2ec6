import { expect, it } from 'vitest';
import { describeEachDatabase, useDatabase } from '../testing/database-suite.ts';
import { migrate } from '../db/migrate.ts';
import { assertNoDemoAccounts, DemoDataInProductionError } from './production-safety.ts';
import { DEMO_PASS_ACTIVE_SHOPPER } from '../features/fulfilment/demo-fulfilment.ts';
import { DEMO_TROLLEY_ACCOUNTS } from '../features/orders/demo-accounts.ts';
import { DEMO_SUPPORT, seed } from './demo-accounts.ts';

describeEachDatabase('production start-up guard', (target) => {
  const db = useDatabase(target);

  it('lets a database without demo accounts start', async () => {
    await migrate(db());
    await expect(assertNoDemoAccounts(db())).resolves.toBeUndefined();
  });

  it('refuses the demo support account, even under another id', async () => {
    await db().query(
      `insert into customers (id, email, name, password_hash, role) values ('S-9', upper($1), 'Copy', 'x', 'support')`,
      [DEMO_SUPPORT.email],
    );
    await expect(assertNoDemoAccounts(db())).rejects.toThrow(/S-9 <SUPPORT@EXAMPLE.COM>/);
    await db().query(`delete from customers where id = 'S-9'`);
  });

  it('refuses a demo shopper from the trolley seed', async () => {
    const [newcomer] = DEMO_TROLLEY_ACCOUNTS;
    await db().query(
      `insert into customers (id, email, name, password_hash, role) values ($1, $2, 'N', 'x', 'customer')`,
      [newcomer?.id, newcomer?.email],
    );
    await expect(assertNoDemoAccounts(db())).rejects.toThrow(`${newcomer?.id} <${newcomer?.email}>`);
    await db().query('delete from customers where id = $1', [newcomer?.id]);
  });

  it('refuses a demo shopper from the fulfilment seed', async () => {
    const { id, email } = DEMO_PASS_ACTIVE_SHOPPER;
    await db().query(
      `insert into customers (id, email, name, password_hash, role) values ($1, $2, 'P', 'x', 'customer')`,
      [id, email],
    );
    await expect(assertNoDemoAccounts(db())).rejects.toThrow(`${id} <${email}>`);
    await db().query('delete from customers where id = $1', [id]);
  });

  it('refuses a database the demo seed has run on, naming every demo account', async () => {
    await seed(db());
    const refusal = assertNoDemoAccounts(db());
    await expect(refusal).rejects.toBeInstanceOf(DemoDataInProductionError);
    await expect(refusal).rejects.toThrow(/C-1001 <shopper@example.com>, C-1002 <alex@example.com>, S-2001/);
  });
});
