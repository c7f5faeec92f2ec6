import { expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../db/migrate.ts';
import { describeEachDatabase, useDatabase } from '../../testing/database-suite.ts';
import { keptValue } from '../../features/vitals/kept-value.ts';

const COUNTS = '017-beacons-as-counts';

describeEachDatabase('the migration to beacons as counts', (target) => {
  const db = useDatabase(target);

  it('turns the last month’s vitals and the last day’s banner events into counts', async () => {
    const migrations = await loadMigrations();
    await migrate(
      db(),
      migrations.filter((migration) => migration.id < COUNTS),
    );
    const values = [0.0004, 0.101, 99.6, 2501, 2500, 2500, 60_000];
    for (const value of values) {
      await db().query(
        `insert into header_vitals (received_at, host, page_type, release, contract_version, metric, value, from_header)
         values (now() - interval '1 hour', 'shell-host', 'browse', 'r-1', '1.8.0', 'LCP', $1, false)`,
        [value],
      );
    }
    await db().query(
      `insert into header_vitals (received_at, host, page_type, release, contract_version, metric, detail, message)
       values (now() - interval '1 hour', 'shell-host', 'browse', 'r-1', '1.8.0', 'render_error', 'slot', 'a'),
              (now() - interval '1 hour', 'shell-host', 'browse', 'r-1', '1.8.0', 'render_error', 'slot', 'b'),
              (now() - interval '40 days', 'shell-host', 'browse', 'r-0', '1.8.0', 'fallback', null, null)`,
    );
    await db().query(
      `insert into banner_campaigns (id, category_ids, priority, ad, vendor) values ('ad-1', '{1}', 1, '{}', 'v')`,
    );
    await db().query(
      `insert into banner_events (campaign_id, kind, visitor_id, occurred_at)
       values ('ad-1', 'impression', 'v-1', now() - interval '2 hours'),
              ('ad-1', 'impression', 'v-1', now() - interval '2 hours'),
              ('ad-1', 'click', null, now() - interval '2 hours'),
              ('ad-1', 'impression', 'v-1', now() - interval '3 days')`,
    );

    expect(await migrate(db())).toContain(COUNTS);

    const vitals = await db().query<{ release: string; name: string; value: number; count: number }>(
      'select release, name, value, sum(count)::int as count from header_vital_counts group by 1, 2, 3 order by 2, 3',
    );
    const kept = new Map<number, number>();
    for (const value of values) kept.set(keptValue(value), (kept.get(keptValue(value)) ?? 0) + 1);
    expect(vitals).toEqual([
      ...[...kept]
        .toSorted(([a], [b]) => a - b)
        .map(([value, count]) => ({ release: 'r-1', name: 'LCP', value, count })),
      { release: 'r-1', name: 'render_error', value: 0, count: 2 },
    ]);
    const banners = await db().query('select visitor_id, kind, count from banner_event_counts order by kind');
    expect(banners).toEqual([
      { visitor_id: '', kind: 'click', count: 1 },
      { visitor_id: 'v-1', kind: 'impression', count: 2 },
    ]);
  });
});
