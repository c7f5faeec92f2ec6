import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { createRedisRateLimitStore } from '../http/rate-limits/redis-rate-limit-store.ts';
import type { RateLimitStore } from '../http/rate-limits/rate-limit-store.ts';
import { TEST_DATABASES, type TestDatabaseTarget } from './test-database.ts';
import { connectTestRedis, REDIS_SKIP_REASON } from './test-redis.ts';

/**
 * Where a test's rate limits count: a database's own store (PGlite, PostgreSQL), or
 * Redis next to PGlite. `openStore` is undefined for the database's own store.
 */
export type RateLimitStoreTarget = {
  readonly label: string;
  readonly skipReason: string | undefined;
  readonly database: TestDatabaseTarget;
  readonly openStore?: () => Promise<RateLimitStore>;
};

/** A Redis store under a prefix of its own, so tests never see each other's counts. */
export async function openTestRedisStore(): Promise<RateLimitStore> {
  const redis = connectTestRedis();
  await redis.connect();
  return createRedisRateLimitStore(redis, { prefix: `test:${randomUUID()}:` });
}

const pglite = TEST_DATABASES.find((target) => target.name === 'pglite');

export const RATE_LIMIT_STORE_TARGETS: readonly RateLimitStoreTarget[] = [
  ...TEST_DATABASES.map((database) => ({ label: database.label, skipReason: database.skipReason, database })),
  ...(pglite
    ? [{ label: 'redis', skipReason: REDIS_SKIP_REASON, database: pglite, openStore: openTestRedisStore }]
    : []),
];

/** `describe.each` over every rate-limit store; one not available here shows as one skipped test saying why. */
export function describeEachRateLimitStore(title: string, body: (target: RateLimitStoreTarget) => void): void {
  describe.each(RATE_LIMIT_STORE_TARGETS)(`${title} [$label]`, (target) => {
    if (target.skipReason !== undefined) {
      it.skip(`needs ${target.label}: ${target.skipReason}`, () => {});
      return;
    }
    body(target);
  });
}
