import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import type { RateLimitStore } from './rate-limit-store.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

/**
 * The store `main.ts` uses: Redis when REDIS_URL is set, else the database.
 * A Redis that stops answering fails the limited requests (500) after one
 * retry rather than letting them through unlimited or making them hang.
 */
export function openRateLimitStore(config: Pick<Config, 'redisUrl'>, db: Database): RateLimitStore {
  if (config.redisUrl === undefined) return createDatabaseRateLimitStore(db);
  const redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  return createRedisRateLimitStore(redis);
}
