import type { Database, Queryable } from '../../db/database.ts';
import { storageFull, sweepTallies, takeRoomForNewKeys } from '../../http/beacons/beacon-tallies.ts';
import { FREQUENCY_WINDOW_MS } from './banner-selection.ts';

export type BannerEventKind = 'impression' | 'click';

const HOUR_MS = 60 * 60 * 1000;
/**
 * New keys (a campaign, visitor, kind and hour not counted yet) a day may add. Counts are kept only
 * as long as a frequency cap looks back, so the table holds at most about two days of this.
 */
export const BANNER_NEW_KEYS_A_DAY = 100_000;

const hourOf = (at: Date): string => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

/**
 * Counts an impression or click under its campaign, visitor and hour; false when there is no such
 * campaign. Throws 507 (and counts nothing) when a new key would pass the day's allowance.
 */
export async function recordBannerEvent(
  db: Queryable,
  event: { kind: BannerEventKind; campaignId: string; visitorId: string | undefined; at: Date },
): Promise<boolean> {
  const key = [event.campaignId, event.visitorId ?? '', event.kind, hourOf(event.at)];
  // One statement for the campaign's check and the count; `xmax = 0` marks a row it inserted.
  const [counted] = await db.query<{ created: boolean }>(
    `insert into banner_event_counts (campaign_id, visitor_id, kind, hour, count)
     select id, $2, $3, $4, 1 from banner_campaigns where id = $1
     on conflict (campaign_id, visitor_id, kind, hour) do update set count = banner_event_counts.count + 1
     returning xmax = 0 as created`,
    key,
  );
  if (!counted) return false;
  if (counted.created && !(await takeRoomForNewKeys(db, 'banner-events', 1, BANNER_NEW_KEYS_A_DAY, event.at))) {
    await db.query(
      `delete from banner_event_counts where campaign_id = $1 and visitor_id = $2 and kind = $3 and hour = $4`,
      key,
    );
    throw storageFull('banner-events');
  }
  return true;
}

const lastSweep = new WeakMap<Database, number>();

/** Deletes the hours no frequency cap looks at any more, at most once an hour per process and database. */
export async function sweepOldBannerEvents(db: Database, at: Date): Promise<void> {
  const now = at.getTime();
  if (now - (lastSweep.get(db) ?? -Infinity) < HOUR_MS) return;
  lastSweep.set(db, now);
  await db.query('delete from banner_event_counts where hour <= $1', [
    new Date(now - FREQUENCY_WINDOW_MS).toISOString(),
  ]);
  await sweepTallies(db, at);
}
