import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { SERVING_TIME_LIMITS } from '../../db/postgres.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import { CLOCKS_MAY_DIFFER_MS, type RateLimitStore } from './rate-limit-store.ts';
import { createRedisRateLimitStore, REDIS_COMMAND_TIMEOUT_MS } from './redis-rate-limit-store.ts';

/** How long after it was sent a count may still count on PostgreSQL (`CLOCKS_MAY_DIFFER_MS`). */
export const POSTGRES_COUNT_DEADLINE_MS =
  SERVING_TIME_LIMITS.connectMs + SERVING_TIME_LIMITS.answerMs + CLOCKS_MAY_DIFFER_MS;

/**
 * The store `main.ts` uses, on its serving database: Redis when REDIS_URL is set, else the database.
 * Redis is connected before the services listen, so a wrong REDIS_URL stops
 * the start-up. A Redis that is gone, or stalled, later fails the limited requests (the
 * contracts' 503) at once or within a second, rather than letting them through unlimited or
 * making them wait. A command is sent once: none waits for a connection (no offline queue), none
 * is sent again after a reconnect, and one that reaches Redis late counts nothing. Counts sent into a
 * stalled PostgreSQL do not count when it resumes either.
 */
export async function openRateLimitStore(config: Pick<Config, 'redisUrl'>, db: Database): Promise<RateLimitStore> {
  if (config.redisUrl === undefined) {
    return createDatabaseRateLimitStore(
      db,
      db.kind === 'postgres' ? { countDeadlineMs: POSTGRES_COUNT_DEADLINE_MS } : {},
    );
  }
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
  });
  // ioredis reports every failed reconnect; say it once per outage instead.
  let reported: string | undefined;
  redis.on('error', (error: Error) => {
    if (error.message === reported) return;
    reported = error.message;
    console.error(`Rate-limit Redis unavailable: ${error.message}`);
  });
  redis.on('ready', () => {
    reported = undefined;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL did not answer: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return createRedisRateLimitStore(redis);
}
