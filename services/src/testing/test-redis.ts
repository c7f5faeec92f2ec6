import { Redis } from 'ioredis';

/** The local Redis the project's machines run; REDIS_URL overrides it. */
export const TEST_REDIS_URL = process.env['REDIS_URL'] || 'redis://127.0.0.1:6379';

/** A connection that fails at once instead of retrying, for tests. */
export function connectTestRedis(): Redis {
  return new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
}

async function probe(): Promise<string | undefined> {
  const redis = connectTestRedis();
  // ioredis rejects with "Connection is closed"; the error event says why.
  let cause: string | undefined;
  redis.on('error', (error: Error) => {
    cause ??= error.message;
  });
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return `no Redis answered at ${TEST_REDIS_URL} (${cause ?? (error instanceof Error ? error.message : String(error))})`;
  } finally {
    redis.disconnect();
  }
}

/** Why the Redis tests are skipped here, or undefined when Redis answers; probed once per test file. */
export const REDIS_SKIP_REASON: string | undefined = await probe();
