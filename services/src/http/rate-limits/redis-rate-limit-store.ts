import type { Redis } from 'ioredis';
import { ServiceHttpError } from '../errors.ts';
import type { RateLimitRule } from './rate-limit-rules.ts';
import {
  CLOCKS_MAY_DIFFER_MS,
  countDeadline,
  fixedWindowAt,
  lateCount,
  limitsUnavailable,
  type RateLimitStore,
  slidingRetryAfterMs,
} from './rate-limit-store.ts';

/** How long a limited request waits for Redis (ioredis' `commandTimeout`) before it answers 503. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** How long after it was sent a count may still count (`CLOCKS_MAY_DIFFER_MS`). */
export const REDIS_COUNT_DEADLINE_MS = REDIS_COMMAND_TIMEOUT_MS + CLOCKS_MAY_DIFFER_MS;

/**
 * A counting script's first lines: nothing is counted once Redis's own clock, read as the script
 * runs, is past the deadline the count carries (ARGV[n], epoch ms by this machine's real clock).
 */
const UNLESS_LATE = (n: number) => `
local clock = redis.call('TIME')
if tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000) > tonumber(ARGV[${n}]) then
  return 'late'
end`;
const LATE = 'late';

/**
 * A sliding window as a Redis list of counted times. One script per call, so
 * reading, trimming and appending are atomic (Redis runs scripts one at a time).
 * KEYS[1]; ARGV: now, window ms, limit, mode ('take' counts within the limit,
 * 'record' counts always), deadline. Returns 1 when counted, then the hits kept.
 */
const SLIDING_SCRIPT = `${UNLESS_LATE(5)}
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local live = {}
for _, hit in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  local at = tonumber(hit)
  if at > now - window then table.insert(live, at) end
end
table.sort(live)
local counted = ARGV[4] == 'record' or #live < limit
if counted then table.insert(live, now) end
while #live > limit do table.remove(live, 1) end
redis.call('DEL', KEYS[1])
if #live > 0 then
  redis.call('RPUSH', KEYS[1], unpack(live))
  redis.call('PEXPIRE', KEYS[1], window)
end
local reply = { counted and 1 or 0 }
for _, at in ipairs(live) do table.insert(reply, tostring(at)) end
return reply`;

/** A fixed window's counter, expiring with its window. KEYS[1]; ARGV: ms until the window ends, deadline. */
const FIXED_SCRIPT = `${UNLESS_LATE(2)}
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Gives back one sliding hit at exactly ARGV[1] (compared as numbers), if there is one. KEYS[1]. */
const SLIDING_REFUND_SCRIPT = `
for _, hit in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  if tonumber(hit) == tonumber(ARGV[1]) then return redis.call('LREM', KEYS[1], 1, hit) end
end
return 0`;

/** Lowers a fixed window's counter, never below zero. KEYS[1]. */
const FIXED_REFUND_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export type RedisRateLimitStoreOptions = {
  /** Put before every key, so other data in the same Redis is never touched. */
  readonly prefix?: string;
};

/**
 * Counters in Redis (REDIS_URL), for deployments that already run it: every
 * key expires with its window, so nothing needs sweeping. `close()` quits the
 * connection the store was given.
 */
export function createRedisRateLimitStore(
  redis: Redis,
  { prefix = 'grocer:rate-limit:' }: RedisRateLimitStoreOptions = {},
): RateLimitStore {
  const slidingKey = (key: string) => `${prefix}${key}`;
  const fixedKey = (key: string, rule: RateLimitRule, now: number) =>
    `${prefix}${key}@${fixedWindowAt(rule, now).index}`;

  const onTime = <T>(reply: T | typeof LATE): T => {
    if (reply === LATE) throw lateCount('Redis', REDIS_COUNT_DEADLINE_MS);
    return reply;
  };
  const runSliding = async (key: string, rule: RateLimitRule, now: number, mode: 'take' | 'record') => {
    const reply = onTime(
      (await redis.eval(
        SLIDING_SCRIPT,
        1,
        slidingKey(key),
        now,
        rule.windowMs,
        rule.limit,
        mode,
        countDeadline(REDIS_COUNT_DEADLINE_MS),
      )) as [number, ...string[]] | typeof LATE,
    );
    const [counted, ...hits] = reply;
    return { counted: counted === 1, hits: hits.map(Number) };
  };
  const countFixed = async (key: string, rule: RateLimitRule, now: number): Promise<number> => {
    const { endsAt } = fixedWindowAt(rule, now);
    const reply = await redis.eval(
      FIXED_SCRIPT,
      1,
      fixedKey(key, rule, now),
      endsAt - now,
      countDeadline(REDIS_COUNT_DEADLINE_MS),
    );
    const count = Number(onTime(reply as number | typeof LATE));
    return count > rule.limit ? endsAt - now : 0;
  };

  // While Redis is gone, or does not answer within its time limit, a limited request (sign-in,
  // registration, banner events…) fails closed with the contracts' 503: it never waits longer and
  // never goes through unlimited. ioredis reconnects by itself and the limits count again.
  const reachable = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw error instanceof ServiceHttpError ? error : limitsUnavailable(error);
    }
  };

  return {
    take: (key, rule, at) =>
      reachable(async () => {
        const now = Math.floor(at);
        if (rule.fixedWindow) return countFixed(key, rule, now);
        const { counted, hits } = await runSliding(key, rule, now, 'take');
        return counted ? 0 : slidingRetryAfterMs(hits, rule, now);
      }),
    record: (key, rule, at) =>
      reachable(async () => {
        const now = Math.floor(at);
        if (rule.fixedWindow) await countFixed(key, rule, now);
        else await runSliding(key, rule, now, 'record');
      }),
    refund: (key, rule, at) =>
      reachable(async () => {
        const now = Math.floor(at);
        if (rule.fixedWindow) await redis.eval(FIXED_REFUND_SCRIPT, 1, fixedKey(key, rule, now));
        else await redis.eval(SLIDING_REFUND_SCRIPT, 1, slidingKey(key), now);
      }),
    retryAfterMs: (key, rule, at) =>
      reachable(async () => {
        const now = Math.floor(at);
        if (rule.fixedWindow) {
          const count = Number((await redis.get(fixedKey(key, rule, now))) ?? 0);
          return count >= rule.limit ? fixedWindowAt(rule, now).endsAt - now : 0;
        }
        const hits = await redis.lrange(slidingKey(key), 0, -1);
        return slidingRetryAfterMs(hits.map(Number), rule, now);
      }),
    reset: (key, rule, at) =>
      reachable(async () => {
        await redis.del(rule.fixedWindow ? fixedKey(key, rule, Math.floor(at)) : slidingKey(key));
      }),
    answers: () =>
      redis.ping().then(
        () => true,
        () => false,
      ),
    async close() {
      await redis.quit();
    },
  };
}
