import { VITAL_EVENTS, VITAL_METRICS, VitalsSummary } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { refusalsSince, utcDay } from '../../http/beacons/beacon-tallies.ts';
import { type CountedValue, percentileOf } from './percentile.ts';
import { DAY_MS, VITALS_RETENTION_DAYS } from './vitals-store.ts';

type CountRow = {
  release: string;
  host: string;
  page_type: string;
  name: string;
  from_header: boolean;
  value: number;
  count: number;
};

const isMetric = (name: string): name is (typeof VITAL_METRICS)[number] => VITAL_METRICS.some((each) => each === name);
const isEvent = (name: string): name is (typeof VITAL_EVENTS)[number] => VITAL_EVENTS.some((each) => each === name);

/**
 * p75 of every metric (all its measurements, and the header's own), and the count of every event,
 * per release, host and page type, for the `releases` releases with the most counted within
 * retention (by volume, so a few beacons naming made-up releases cannot push out one that pages
 * run), oldest first; and the beacons refused in that time.
 */
export async function summariseVitals(db: Queryable, releases: number, at: Date): Promise<VitalsSummary> {
  const since = utcDay(new Date(at.getTime() - VITALS_RETENTION_DAYS * DAY_MS)).toISOString();
  const busiest = await db.query<{ release: string; first_at: Date }>(
    `select release, min(first_at) as first_at from header_vital_counts where day >= $1
     group by release order by sum(count) desc, min(first_at) desc, release limit $2`,
    [since, releases],
  );
  const names = busiest
    .toSorted(
      (a, b) => new Date(a.first_at).getTime() - new Date(b.first_at).getTime() || (a.release < b.release ? -1 : 1),
    )
    .map((row) => row.release);
  const [counted, refused] = await Promise.all([
    db.query<CountRow>(
      `select release, host, page_type, name, from_header, value, sum(count)::float8 as count
       from header_vital_counts where release = any($1::text[]) and day >= $2
       group by release, host, page_type, name, from_header, value
       order by name, host, page_type, release`,
      [names, since],
    ),
    refusalsSince(db, new Date(since)),
  ]);

  const groups = new Map<string, { row: CountRow; all: CountedValue[]; header: CountedValue[] }>();
  const events = new Map<string, { row: CountRow; count: number }>();
  for (const row of counted) {
    const key = JSON.stringify([row.name, row.release, row.host, row.page_type]);
    if (isEvent(row.name)) {
      events.set(key, { row, count: (events.get(key)?.count ?? 0) + row.count });
    } else if (isMetric(row.name)) {
      const group = groups.get(key) ?? { row, all: [], header: [] };
      group.all.push(row);
      if (row.from_header) group.header.push(row);
      groups.set(key, group);
    }
  }
  const where = (row: CountRow) => ({ release: row.release, host: row.host, pageType: row.page_type });
  const total = (values: readonly CountedValue[]) => values.reduce((sum, entry) => sum + entry.count, 0);
  return VitalsSummary.parse({
    releases: names,
    p75: [...groups.values()].map(({ row, all, header }) => ({
      ...where(row),
      metric: row.name,
      p75: percentileOf(all, 0.75),
      count: total(all),
      headerP75: header.length === 0 ? null : percentileOf(header, 0.75),
      headerCount: total(header),
    })),
    events: [...events.values()].map(({ row, count }) => ({ ...where(row), kind: row.name, count })),
    refused,
  });
}
