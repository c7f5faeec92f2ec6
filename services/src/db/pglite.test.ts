import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { DEMO_SHOPPER, seed } from '../seed/demo-accounts.ts';
import { pgliteTarget } from '../testing/test-database.ts';

describe('PGlite on disk', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'grocer-services-pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps its data across a close and reopen', async () => {
    const dataDir = join(dir, 'nested', 'pglite');
    const first = await openPglite(dataDir);
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
