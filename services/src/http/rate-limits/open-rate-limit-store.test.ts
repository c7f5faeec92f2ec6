import { expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openRateLimitStore } from './open-rate-limit-store.ts';

const unusedDatabase = {} as Database;

it('stops the start-up when REDIS_URL does not answer, instead of limiting nothing later', async () => {
  // Port 1 on this machine: nothing listens there, so the connection is refused at once.
  await expect(openRateLimitStore({ redisUrl: 'redis://127.0.0.1:1' }, unusedDatabase)).rejects.toThrow(
    /^REDIS_URL did not answer/,
  );
});
