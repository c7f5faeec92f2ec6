import { VITAL_EVENTS, type VitalsBatch, VitalsSummary } from '@grocer/shared-contracts/domain';
import type { Database, Queryable } from '../../db/database.ts';

/** How long a measurement is kept: enough for a month of releases, then it is deleted. */
export const VITALS_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Retention runs at most this often per process, on a write: no timer of its own to stop. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Every entry of a batch as one row, in one statement. */
export async function recordVitals(db: Queryable, batch: VitalsBatch, at: Date): Promise<number> {
  const rows = [
    ...batch.vitals.map((vital) => [vital.metric, vital.value, vital.fromHeader, vital.control ?? null, null]),
    ...batch.events.map((event) => [event.kind, null, null, event.component ?? null, event.message ?? null]),
  ];
  if (rows.length === 0) return 0;
  const columns = ['metric', 'value', 'from_header', 'detail', 'message'] as const;
  await db.query(
    `insert into header_vitals
       (received_at, host, page_type, release, contract_version, ${columns.join(', ')})
     select $1, $2, $3, $4, $5, ${columns.map((column) => `entry.${column}`).join(', ')}
     from unnest($6::text[], $7::double precision[], $8::boolean[], $9::text[], $10::text[])
       as entry (${columns.join(', ')})`,
    [
      at.toISOString(),
      batch.host,
      batch.pageType,
      batch.release,
      batch.contractVersion,
      ...columns.map((_, index) => rows.map((row) => row[index])),
    ],
  );
  return rows.length;
}

const lastSweep = new WeakMap<Database, number>();

/** Deletes rows past retention, at most once an hour per process and database. */
export async function sweepOldVitals(db: Database, at: Date): Promise<void> {
  const now = at.getTime();
  if (now - (lastSweep.get(db) ?? -Infinity) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db.query('delete from header_vitals where received_at < $1', [
    new Date(now - VITALS_RETENTION_DAYS * DAY_MS).toISOString(),
  ]);
}

type P75Row = {
  metric: string;
  release: string;
  host: string;
  page_type: string;
  p75: number;
  count: number;
  header_p75: number | null;
  header_count: number;
};
type EventRow = { kind: string; release: string; host: string; page_type: string; count: number };

/**
 * p75 of every metric (all its measurements, and the header's own), and the count of every event,
 * per release, host and page type, for the
 * `releases` releases first seen most recently within retention, oldest first.
 */
export async function summariseVitals(db: Queryable, releases: number, at: Date): Promise<VitalsSummary> {
  const since = new Date(at.getTime() - VITALS_RETENTION_DAYS * DAY_MS).toISOString();
  const recent = await db.query<{ release: string }>(
    `select release from header_vitals where received_at >= $1
     group by release order by min(received_at) desc, release limit $2`,
    [since, releases],
  );
  const names = recent.map((row) => row.release).reverse();
  if (names.length === 0) return { releases: [], p75: [], events: [] };
  const [p75, events] = await Promise.all([
    db.query<P75Row>(
      `select metric, release, host, page_type,
         percentile_cont(0.75) within group (order by value) as p75, count(*)::int as count,
         percentile_cont(0.75) within group (order by value) filter (where from_header) as header_p75,
         (count(*) filter (where from_header))::int as header_count
       from header_vitals
       where release = any($1::text[]) and received_at >= $2 and value is not null
       group by metric, release, host, page_type
       order by metric, host, page_type`,
      [names, since],
    ),
    db.query<EventRow>(
      `select metric as kind, release, host, page_type, count(*)::int as count
       from header_vitals
       where release = any($1::text[]) and received_at >= $2 and metric = any($3::text[])
       group by metric, release, host, page_type
       order by metric, host, page_type`,
      [names, since, [...VITAL_EVENTS]],
    ),
  ]);
  const group = (row: { release: string; host: string; page_type: string }) => ({
    release: row.release,
    host: row.host,
    pageType: row.page_type,
  });
  return VitalsSummary.parse({
    releases: names,
    p75: p75.map((row) => ({
      ...group(row),
      metric: row.metric,
      p75: Number(row.p75),
      count: row.count,
      headerP75: row.header_p75 === null ? null : Number(row.header_p75),
      headerCount: row.header_count,
    })),
    events: events.map((row) => ({ ...group(row), kind: row.kind, count: row.count })),
  });
}
