import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { DEMO_SHOPPER, seed } from '../seed/demo-accounts.ts';
import { emptyCluster, pgliteTarget } from '../testing/test-database.ts';

/**
 * Opening PGlite is CPU work a busy machine stretches in proportion (from the dump, 1.5 s quiet,
 * 12 to 67 s at load 17 on two cores beside other suites; initdb 29 to 43 s), so these tests have
 * the time such a machine needs: the limit is for a hang.
 */
describe('PGlite on disk', { timeout: 300_000 }, () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'grocer-services-pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps its data across a close and reopen', async () => {
    const dataDir = join(dir, 'nested', 'pglite');
    // A new directory from the dumped empty cluster: initdb, which the end-to-end suite's fresh
    // DATA_DIR runs, is not what this test is about and was most of its time.
    const first = await openPglite(dataDir, { loadDataDir: await emptyCluster() });
    expect(await migrate(first)).not.toEqual([]);
    await seed(first);
    await first.query(
      'insert into sessions (token_hash, customer_id, created_at, expires_at) values ($1, $2, now(), now())',
      ['kept', DEMO_SHOPPER.id],
    );
    await first.close();

    const second = await openPglite(dataDir);
    try {
      expect(await migrate(second)).toEqual([]);
      expect(await seed(second)).toEqual({ customersAdded: 0, ordersAdded: 0 });
      expect(await second.query("select customer_id from sessions where token_hash = 'kept'")).toEqual([
        { customer_id: DEMO_SHOPPER.id },
      ]);
    } finally {
      await second.close();
    }
  });

  it('rolls a failed transaction back', async () => {
    // From the dumped empty cluster, as every other test database: initdb is most of an open's work.
    const db = await pgliteTarget.open();
    try {
      await db.exec('create table t (n int)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into t values (1)');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await db.query('select * from t')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
