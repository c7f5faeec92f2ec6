import { expect, it } from 'vitest';
import { ORDER_STATES } from '@grocer/shared-contracts/domain';
import { describeEachDatabase, useDatabase } from '../testing/database-suite.ts';
import { loadMigrations, migrate } from './migrate.ts';

describeEachDatabase('migrate', (target) => {
  const db = useDatabase(target);

  it('applies every migration once, in order, and nothing on a second run', async () => {
    const migrations = await loadMigrations();
    expect(migrations.map((m) => m.id)).toEqual([...migrations.map((m) => m.id)].sort());
    expect(migrations[0]?.id).toBe('001-customers-orders-sessions');

    expect(await migrate(db())).toEqual(migrations.map((m) => m.id));
    expect(await migrate(db())).toEqual([]);

    const recorded = await db().query<{ id: string }>('select id from schema_migrations order by id');
    expect(recorded.map((row) => row.id)).toEqual(migrations.map((m) => m.id));
  });

  it('refuses to run when an applied migration has been edited', async () => {
    const [first] = await loadMigrations();
    if (!first) throw new Error('no migrations');
    await expect(migrate(db(), [{ ...first, checksum: 'edited' }])).rejects.toThrow(/changed after it was applied/);
  });

  it('rolls back a migration that fails, recording nothing', async () => {
    const broken = {
      id: '999-broken',
      sql: 'create table half_done (id int); select * from no_such_table;',
      checksum: 'x',
    };
    await expect(migrate(db(), [broken])).rejects.toThrow();
    expect(await db().query("select 1 from schema_migrations where id = '999-broken'")).toHaveLength(0);
    expect(await db().query("select 1 from information_schema.tables where table_name = 'half_done'")).toHaveLength(0);
  });

  it('allows exactly the contract order states', async () => {
    await db().query(
      "insert into customers (id, email, name, password_hash, role) values ('M-1', 'm1@example.com', 'M', 'x', 'customer')",
    );
    for (const [index, state] of ORDER_STATES.entries()) {
      await db().query("insert into orders (customer_order_id, customer_id, state) values ($1, 'M-1', $2)", [
        `M-${index}`,
        state,
      ]);
    }
    await expect(
      db().query("insert into orders (customer_order_id, customer_id, state) values ('M-bad', 'M-1', 'BOGUS')"),
    ).rejects.toThrow();
  });

  it('allows only the known roles', async () => {
    await expect(
      db().query(
        "insert into customers (id, email, name, password_hash, role) values ('M-2', 'm2@example.com', 'M', 'x', 'admin')",
      ),
    ).rejects.toThrow();
  });
});
