import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, REDIS_SKIP_REASON } from '../../testing/test-redis.ts';
import { itBehavesAsARateLimitStore, itCountsNothingLate } from './rate-limit-store-cases.ts';
import type { RateLimitStore } from './rate-limit-store.ts';
import { createRedisRateLimitStore, REDIS_COUNT_DEADLINE_MS } from './redis-rate-limit-store.ts';

describe.skipIf(REDIS_SKIP_REASON !== undefined)(
  `the Redis rate-limit store${REDIS_SKIP_REASON === undefined ? '' : ` (skipped: ${REDIS_SKIP_REASON})`}`,
  () => {
    const prefix = `test:${randomUUID()}:`;
    let redis: Redis | undefined;
    let store: RateLimitStore | undefined;
    beforeAll(async () => {
      redis = connectTestRedis();
      await redis.connect();
      store = createRedisRateLimitStore(redis, { prefix });
    });
    afterAll(async () => {
      await store?.close();
    });
    const opened = () => store ?? fail();

    describe('as any store', () => itBehavesAsARateLimitStore(opened));
    itCountsNothingLate(opened, REDIS_COUNT_DEADLINE_MS);

    it('lets every key expire with its window, so nothing needs sweeping', async () => {
      const now = Date.now();
      await opened().record('expiring', { limit: 5, windowMs: 30_000 }, now);
      await opened().record('expiring', { limit: 5, windowMs: 30_000, fixedWindow: true }, now);
      const keys = await (redis ?? fail()).keys(`${prefix}expiring*`);
      expect(keys).toHaveLength(2);
      for (const key of keys) {
        const ttl = await (redis ?? fail()).pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(30_000);
      }
    });
  },
);

function fail(): never {
  throw new Error('Redis is only available inside the tests');
}
