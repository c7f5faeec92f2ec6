import type { Queryable } from '../../db/database.ts';
import type { RateLimitRule } from './rate-limit-rules.ts';
import { fixedWindowAt, type RateLimitStore, slidingRetryAfterMs } from './rate-limit-store.ts';

export type DatabaseRateLimitStoreOptions = {
  /** Expired rows are deleted after every this many writes by this process. */
  readonly sweepEvery?: number;
};

/**
 * Within-window hits of the existing row (`c`), newest `$4` kept, oldest first.
 * Parameters: $1 key, $2 now, $3 window ms, $4 limit.
 */
const LIVE_HITS = `array(
  select hit from (
    select hit from unnest(c.hits) as hit where hit > $2::bigint - $3::bigint order by hit desc limit $4::integer
  ) as recent order by hit
)`;

const SLIDING_TAKE = `
  insert into rate_limit_counters as c (key, hits, expires_at)
  values ($1, array[$2::bigint], $2::bigint + $3::bigint)
  on conflict (key) do update set
    last_counted = cardinality(${LIVE_HITS}) < $4::integer,
    hits = case when cardinality(${LIVE_HITS}) < $4::integer then ${LIVE_HITS} || $2::bigint else ${LIVE_HITS} end,
    expires_at = greatest(c.expires_at, $2::bigint + $3::bigint)
  returning last_counted, hits::float8[] as hits`;

const SLIDING_RECORD = `
  insert into rate_limit_counters as c (key, hits, expires_at)
  values ($1, array[$2::bigint], $2::bigint + $3::bigint)
  on conflict (key) do update set
    hits = array(
      select hit from (
        select hit from unnest(c.hits || $2::bigint) as hit
        where hit > $2::bigint - $3::bigint order by hit desc limit $4::integer
      ) as recent order by hit
    ),
    expires_at = greatest(c.expires_at, $2::bigint + $3::bigint)`;

const FIXED_COUNT = `
  insert into rate_limit_counters as c (key, count, expires_at) values ($1, 1, $2::bigint)
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
  { sweepEvery = 500 }: DatabaseRateLimitStoreOptions = {},
): RateLimitStore & { sweep(now: number): Promise<number> } {
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
    const [row] = await db.query<{ count: number }>(FIXED_COUNT, [fixedKey(key, rule, now), window.endsAt]);
    await afterWrite(now);
    return (row?.count ?? 0) > rule.limit ? window.endsAt - now : 0;
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
      ]);
      await afterWrite(now);
      return row === undefined || row.last_counted ? 0 : slidingRetryAfterMs(row.hits, rule, now);
    },
    async record(key, rule, at) {
      const now = Math.floor(at);
      if (rule.fixedWindow) {
        await countFixed(key, rule, now);
        return;
      }
      await db.query(SLIDING_RECORD, [key, now, rule.windowMs, rule.limit]);
      await afterWrite(now);
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
    async close() {},
    sweep,
  };
}
