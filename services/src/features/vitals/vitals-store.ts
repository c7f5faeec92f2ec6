import type { VitalsBatch } from '@grocer/shared-contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { storageFull, sweepTallies, takeRoomForNewKeys, utcDay } from '../../http/beacons/beacon-tallies.ts';
import { keptValue } from './kept-value.ts';

/** How long counts are kept: enough for a month of releases, then they are deleted. */
export const VITALS_RETENTION_DAYS = 30;
/**
 * New keys (a day, release, host, page type, metric and kept value not counted yet) a day may add:
 * a site's real day needs a few thousand, and 31 days of this is at most about 620,000 rows.
 */
export const VITALS_NEW_KEYS_A_DAY = 20_000;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Retention runs at most this often per process, on a write: no timer of its own to stop. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

type Count = { readonly name: string; readonly fromHeader: boolean; readonly value: number; readonly count: number };

/** A batch as counts: each value under its kept value, each event kind once with how many. */
function countsOf(batch: VitalsBatch): Count[] {
  const events = new Map<string, number>();
  for (const event of batch.events) events.set(event.kind, (events.get(event.kind) ?? 0) + 1);
  return [
    ...batch.vitals.map((vital) => ({
      name: vital.metric,
      fromHeader: vital.fromHeader,
      value: keptValue(vital.value),
      count: 1,
    })),
    ...[...events].map(([name, count]) => ({ name, fromHeader: false, value: 0, count })),
  ];
}

/**
 * Adds a batch to the day's counts. Throws 507 when it would add keys past the day's allowance
 * (and adds nothing): the batch names something new on a day a flood of new names has filled.
 */
export async function recordVitals(db: Queryable, batch: VitalsBatch, at: Date): Promise<void> {
  const counts = countsOf(batch);
  if (counts.length === 0) return;
  const group = [utcDay(at).toISOString(), batch.release, batch.host, batch.pageType];
  const names = counts.map((entry) => entry.name);
  const fromHeader = counts.map((entry) => entry.fromHeader);
  const values = counts.map((entry) => entry.value);
  const [fresh] = await db.query<{ keys: number }>(
    `select count(*)::int as keys
     from unnest($5::text[], $6::boolean[], $7::double precision[]) as entry (name, from_header, value)
     where not exists (
       select 1 from header_vital_counts kept
       where kept.day = $1 and kept.release = $2 and kept.host = $3 and kept.page_type = $4
         and kept.name = entry.name and kept.from_header = entry.from_header and kept.value = entry.value)`,
    [...group, names, fromHeader, values],
  );
  if (!(await takeRoomForNewKeys(db, 'vitals', fresh?.keys ?? 0, VITALS_NEW_KEYS_A_DAY, at))) {
    throw storageFull('vitals');
  }
  await db.query(
    `insert into header_vital_counts (day, release, host, page_type, name, from_header, value, count, first_at)
     select $1, $2, $3, $4, entry.name, entry.from_header, entry.value, entry.count, $9
     from unnest($5::text[], $6::boolean[], $7::double precision[], $8::int[])
       as entry (name, from_header, value, count)
     on conflict (day, release, host, page_type, name, from_header, value)
       do update set count = header_vital_counts.count + excluded.count`,
    [...group, names, fromHeader, values, counts.map((entry) => entry.count), at.toISOString()],
  );
}

const lastSweep = new WeakMap<Database, number>();

/** Deletes counts and tallies past retention, at most once an hour per process and database. */
export async function sweepOldVitals(db: Database, at: Date): Promise<void> {
  const now = at.getTime();
  if (now - (lastSweep.get(db) ?? -Infinity) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  const since = utcDay(new Date(now - VITALS_RETENTION_DAYS * DAY_MS));
  await db.query('delete from header_vital_counts where day < $1', [since.toISOString()]);
  await sweepTallies(db, at);
}
