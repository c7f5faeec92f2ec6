import type { Queryable } from '../../db/database.ts';
import type { RateLimitRule } from './rate-limit-rules.ts';
import {
  countDeadline,
  fixedWindowAt,
  lateCount,
  type RateLimitStore,
  slidingRetryAfterMs,
} from './rate-limit-store.ts';

export type DatabaseRateLimitStoreOptions = {
  /** Expired rows are deleted after every this many writes by this process. */
  readonly sweepEvery?: number;
  /**
   * How long after it was sent a count may still count, judged by the database's clock as it
   * runs (`CLOCKS_MAY_DIFFER_MS`): for PostgreSQL under time limits, whose counts can wait in a
   * stalled server's socket. None on PGlite: it runs in this process, and its callers wait.
   */
  readonly countDeadlineMs?: number | undefined;
};

/** A count's condition: parameter `$n` is its deadline in epoch ms, or null for none. No row: too late. */
const ON_TIME = (n: number) => `($${n}::float8 is null or clock_timestamp() <= to_timestamp($${n}::float8 / 1000))`;

/**
 * Within-window hits of the existing row (`c`), newest `$4` kept, oldest first.
 * Parameters: $1 key, $2 now, $3 window ms, $4 limit.
 */
const LIVE_HITS = `array(
  select hit from (
    select hit from unnest(c.hits) as hit where hit > $2::bigint - $3::bigint order by hit desc limit $4::integer
  ) as recent order by hit
)`;

/** Parameters: $1 key, $2 now, $3 window ms, $4 limit, $5 deadline. */
const SLIDING_TAKE = `
  insert into rate_limit_counters as c (key, hits, expires_at)
  select $1::text, array[$2::bigint], $2::bigint + $3::bigint where ${ON_TIME(5)}
  on conflict (key) do update set
    last_counted = cardinality(${LIVE_HITS}) < $4::integer,
    hits = case when cardinality(${LIVE_HITS}) < $4::integer then ${LIVE_HITS} || $2::bigint else ${LIVE_HITS} end,
    expires_at = greatest(c.expires_at, $2::bigint + $3::bigint)
  returning last_counted, hits::float8[] as hits`;

/** Parameters as SLIDING_TAKE's. */
const SLIDING_RECORD = `
  insert into rate_limit_counters as c (key, hits, expires_at)
  select $1::text, array[$2::bigint], $2::bigint + $3::bigint where ${ON_TIME(5)}
  on conflict (key) do update set
    hits = array(
      select hit from (
        select hit from unnest(c.hits || $2::bigint) as hit
        where hit > $2::bigint - $3::bigint order by hit desc limit $4::integer
      ) as recent order by hit
    ),
    expires_at = greatest(c.expires_at, $2::bigint + $3::bigint)
  returning true as counted`;

/** Parameters: $1 key, $2 the window's end, $3 deadline. */
const FIXED_COUNT = `
  insert into rate_limit_counters as c (key, count, expires_at) select $1::text, 1, $2::bigint where ${ON_TIME(3)}
  on conflict (key) do update set count = c.count + 1
  returning count`;

/** Forgets the first hit at exactly $2 (under the row lock, so concurrent refunds each take one). */
const SLIDING_REFUND = `
  update rate_limit_counters
  set hits = hits[:array_position(hits, $2::bigint) - 1] || hits[array_position(hits, $2::bigint) + 1:]
  where key = $1 and $2::bigint = any(hits)`;

const FIXED_REFUND = 'update rate_limit_counters set count = count - 1 where key = $1 and count > 0';

/**
 * Counters in the `rate_limit_counters` table (migration 006), so every
 * process on one database (PostgreSQL, or PGlite in one process) enforces one
 * limit. Sliding rules keep their hits in an array capped at the limit; fixed
 * windows keep a counter per window. Rows expire: each process sweeps the
 * expired ones every `sweepEvery` writes, so the table holds only live keys.
 */
export function createDatabaseRateLimitStore(
  db: Queryable,
  { sweepEvery = 500, countDeadlineMs }: DatabaseRateLimitStoreOptions = {},
): RateLimitStore & { sweep(now: number): Promise<number> } {
  const deadline = () => (countDeadlineMs === undefined ? null : countDeadline(countDeadlineMs));
  /** The row a count returns; none when it reached the database after its deadline. */
  const onTime = <T>(row: T | undefined): T => {
    if (row === undefined) throw lateCount('The database', countDeadlineMs ?? 0);
    return row;
  };
  let writesSinceSweep = 0;
  const sweep = async (now: number): Promise<number> => {
    writesSinceSweep = 0;
    const [row] = await db.query<{ deleted: number }>(
      `with swept as (delete from rate_limit_counters where expires_at <= $1::bigint returning 1)
       select count(*)::integer as deleted from swept`,
      [Math.floor(now)],
    );
    return row?.deleted ?? 0;
  };
  const afterWrite = async (now: number): Promise<void> => {
    writesSinceSweep += 1;
    if (writesSinceSweep >= sweepEvery) await sweep(now);
  };
  const fixedKey = (key: string, rule: RateLimitRule, now: number) => `${key}@${fixedWindowAt(rule, now).index}`;
  const countFixed = async (key: string, rule: RateLimitRule, now: number): Promise<number> => {
    const window = fixedWindowAt(rule, now);
    const [row] = await db.query<{ count: number }>(FIXED_COUNT, [fixedKey(key, rule, now), window.endsAt, deadline()]);
    await afterWrite(now);
    return onTime(row).count > rule.limit ? window.endsAt - now : 0;
  };

  return {
    async take(key, rule, at) {
      const now = Math.floor(at);
      if (rule.fixedWindow) return countFixed(key, rule, now);
      const [row] = await db.query<{ last_counted: boolean; hits: number[] }>(SLIDING_TAKE, [
        key,
        now,
        rule.windowMs,
        rule.limit,
        deadline(),
      ]);
      await afterWrite(now);
      const { last_counted: counted, hits } = onTime(row);
      return counted ? 0 : slidingRetryAfterMs(hits, rule, now);
    },
    async record(key, rule, at) {
      const now = Math.floor(at);
      if (rule.fixedWindow) {
        await countFixed(key, rule, now);
        return;
      }
      const [row] = await db.query(SLIDING_RECORD, [key, now, rule.windowMs, rule.limit, deadline()]);
      await afterWrite(now);
      onTime(row);
    },
    async refund(key, rule, at) {
      const now = Math.floor(at);
      if (rule.fixedWindow) await db.query(FIXED_REFUND, [fixedKey(key, rule, now)]);
      else await db.query(SLIDING_REFUND, [key, now]);
    },
    async retryAfterMs(key, rule, at) {
      const now = Math.floor(at);
      if (rule.fixedWindow) {
        const [row] = await db.query<{ count: number }>('select count from rate_limit_counters where key = $1', [
          fixedKey(key, rule, now),
        ]);
        return (row?.count ?? 0) >= rule.limit ? fixedWindowAt(rule, now).endsAt - now : 0;
      }
      const [row] = await db.query<{ hits: number[] }>(
        'select hits::float8[] as hits from rate_limit_counters where key = $1',
        [key],
      );
      return slidingRetryAfterMs(row?.hits ?? [], rule, now);
    },
    async reset(key, rule, at) {
      await db.query('delete from rate_limit_counters where key = $1', [
        rule.fixedWindow ? fixedKey(key, rule, Math.floor(at)) : key,
      ]);
    },
    // The database is what GET /health checks first.
    answers: () => Promise.resolve(true),
    async close() {},
    sweep,
  };
}
