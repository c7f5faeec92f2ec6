import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import type { RateLimitStore } from './rate-limit-store.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

/**
 * The store `main.ts` uses: Redis when REDIS_URL is set, else the database.
 * Redis is connected before the services listen, so a wrong REDIS_URL stops
 * the start-up. A Redis that stops answering later fails the limited requests
 * (the contracts' 503) at once, rather than letting them through unlimited or making them wait.
 */
export async function openRateLimitStore(config: Pick<Config, 'redisUrl'>, db: Database): Promise<RateLimitStore> {
  if (config.redisUrl === undefined) return createDatabaseRateLimitStore(db);
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
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
