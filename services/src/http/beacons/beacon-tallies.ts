import type { onSendHookHandler } from 'fastify';
import type { BEACON_REFUSALS, OPEN_BEACONS } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { ServiceHttpError } from '../errors.ts';

export type OpenBeacon = (typeof OPEN_BEACONS)[number];
type BeaconRefusal = (typeof BEACON_REFUSALS)[number];

/** The UTC day `at` is in: tallies and the vitals' counts are kept per day. */
export const utcDay = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * Takes room for `keys` new keys of `beacon`'s counts today, or answers false when that would pass
 * the day's `allowance`. Counts under keys already there need no room, so a day's real traffic keeps
 * counting after a flood of made-up names has spent it; and the counts' rows stay under the
 * allowance times the days kept, whatever anyone sends.
 */
export async function takeRoomForNewKeys(
  db: Queryable,
  beacon: OpenBeacon,
  keys: number,
  allowance: number,
  at: Date,
): Promise<boolean> {
  if (keys === 0) return true;
  const taken = await db.query(
    `insert into beacon_tallies (beacon, day, tally, count)
     select $1, $2::timestamptz, 'new-keys', $3::int where $3::int <= $4::int
     on conflict (beacon, day, tally) do update set count = beacon_tallies.count + excluded.count
       where beacon_tallies.count + excluded.count <= $4::int
     returning count`,
    [beacon, utcDay(at).toISOString(), keys, allowance],
  );
  return taken.length > 0;
}

export const storageFull = (beacon: OpenBeacon): ServiceHttpError =>
  new ServiceHttpError(
    507,
    'storage_full',
    `Today's room for new ${beacon} counts is spent; the known ones still count.`,
  );

/** What each refusal a beacon route answers is counted as (429 is not: counting a flood would cost what the limit saves). */
const REFUSALS: Readonly<Record<number, BeaconRefusal>> = {
  400: 'malformed',
  403: 'not-our-page',
  404: 'malformed',
  413: 'malformed',
  415: 'malformed',
  507: 'storage-full',
};

/**
 * A route's `onSend` hook counting its refusals by reason, so support users see how much was
 * turned away. It runs for the errors Fastify raises before the handler too (a body too large).
 */
export function countRefusals(db: Queryable, beacon: OpenBeacon, now: () => Date): onSendHookHandler {
  return async (request, reply, payload) => {
    const reason = REFUSALS[reply.statusCode];
    if (reason === undefined) return payload;
    try {
      await db.query(
        `insert into beacon_tallies (beacon, day, tally, count) values ($1, $2, $3, 1)
         on conflict (beacon, day, tally) do update set count = beacon_tallies.count + 1`,
        [beacon, utcDay(now()).toISOString(), reason],
      );
    } catch (error) {
      // The refusal is the answer; a tally that could not be written must not turn it into a 500.
      request.log.warn({ err: error, beacon, reason }, 'beacon refusal not counted');
    }
    return payload;
  };
}

/** Refusals since `since`, summed per beacon and reason. */
export async function refusalsSince(
  db: Queryable,
  since: Date,
): Promise<{ beacon: OpenBeacon; reason: BeaconRefusal; count: number }[]> {
  const rows = await db.query<{ beacon: OpenBeacon; reason: BeaconRefusal; count: number }>(
    `select beacon, tally as reason, sum(count)::int as count from beacon_tallies
     where day >= $1 and tally <> 'new-keys'
     group by beacon, tally order by beacon, tally`,
    [utcDay(since).toISOString()],
  );
  return rows;
}

/** How long refusals are told to support users, as long as the vitals are kept. */
export const TALLIES_KEPT_DAYS = 30;

/** Deletes tallies of days more than `TALLIES_KEPT_DAYS` before `at`'s. */
export async function sweepTallies(db: Queryable, at: Date): Promise<void> {
  const since = utcDay(new Date(at.getTime() - TALLIES_KEPT_DAYS * 24 * 60 * 60 * 1000));
  await db.query('delete from beacon_tallies where day < $1', [since.toISOString()]);
}
