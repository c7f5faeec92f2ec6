import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { describeEachDatabase, useDatabase } from '../../testing/database-suite.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import { itBehavesAsARateLimitStore, itCountsNothingLate } from './rate-limit-store-cases.ts';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

describeEachDatabase('the database rate-limit store', (target) => {
  const db = useDatabase(target);
  const store = () => createDatabaseRateLimitStore(db());
  beforeAll(() => migrate(db()));

  describe('as any store', () => itBehavesAsARateLimitStore(store));
  itCountsNothingLate(() => createDatabaseRateLimitStore(db(), { countDeadlineMs: 3_000 }), 3_000);

  it('sweeps rows whose windows have passed, and only those', async () => {
    const sweeper = createDatabaseRateLimitStore(db(), { sweepEvery: 3 });
    const minute = { limit: 5, windowMs: 60_000 };
    await sweeper.record('sweep:old', minute, NOW);
    await sweeper.record('sweep:fixed', { ...minute, fixedWindow: true }, NOW);
    // The third write, two minutes on, sweeps the two rows above.
    await sweeper.record('sweep:new', minute, NOW + 120_000);
    const keys = await db().query<{ key: string }>("select key from rate_limit_counters where key like 'sweep:%'");
    expect(keys.map((row) => row.key)).toEqual(['sweep:new']);
    // The rows other tests left in this database have expired by then too.
    expect(await sweeper.sweep(NOW + 180_000)).toBeGreaterThanOrEqual(1);
    expect(await db().query('select key from rate_limit_counters where expires_at <= $1', [NOW + 180_000])).toEqual([]);
  });
});
