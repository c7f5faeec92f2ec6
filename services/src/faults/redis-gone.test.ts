import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Health, ServiceError } from '@grocer/shared-contracts/domain';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { REDIS_COUNT_DEADLINE_MS } from '../http/rate-limits/redis-rate-limit-store.ts';
import { startServicesProcess, type ServicesProcess } from '../testing/services-process.ts';
import { emptyCluster } from '../testing/test-database.ts';
import { REDIS_SKIP_REASON, TEST_REDIS_URL } from '../testing/test-redis.ts';
import { cuttableRelay, faultCustomer, timedFetch, timedSignIn } from './fault-kit.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Redis (the rate limits' store when REDIS_URL is set) goes away and comes back, or stalls and
 * resumes. As decided (decisions 031 and 050): a limited request fails closed with the contracts'
 * 503, at once or within its second of time limit; everything else keeps serving; and the limits
 * count again once Redis answers, without a restart.
 */
describe.skipIf(REDIS_SKIP_REASON !== undefined)(`the services when Redis goes away ${REDIS_SKIP_REASON ?? ''}`, () => {
  let dataDir = '';
  let services: ServicesProcess | undefined;
  let relay: Awaited<ReturnType<typeof cuttableRelay>> | undefined;
  let shopper: Awaited<ReturnType<typeof faultCustomer>> | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'faults-redis-'));
    const db: Database = await openPglite(dataDir, { loadDataDir: await emptyCluster() });
    await migrate(db);
    shopper = await faultCustomer(db);
    await db.close();
    const redis = new URL(TEST_REDIS_URL);
    relay = await cuttableRelay({ host: redis.hostname, port: Number(redis.port || 6379) });
    services = await startServicesProcess({ DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${relay.port}/0` });
  });
  afterAll(async () => {
    await services?.stop();
    await relay?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const register = async () => {
    const running = services ?? expect.fail('the services did not start');
    const suffix = Math.random().toString(36).slice(2, 10);
    const response = await fetch(`${running.url}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `redis-${suffix}@example.com`,
        password: `groceries-${suffix}`, // the hyphen meets the rule however random the suffix
        name: 'Redis Gone',
      }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('refuses limited writes with a 503 while Redis is gone, keeps serving the rest, and counts again when it is back', async () => {
    const running = services ?? expect.fail('the services did not start');
    const cutting = relay ?? expect.fail('no relay');
    expect((await register()).status).toBe(201);

    await cutting.cut();
    const refused = await register();
    expect(refused.status).toBe(503);
    expect(ServiceError.parse(refused.body).error).toBe('unavailable');
    const health = await fetch(`${running.url}/health`);
    expect(health.status).toBe(200);
    const catalogue = await fetch(`${running.url}/term-suggest?term=mil`, {
      headers: { authorization: 'Bearer unauthenticated' },
    });
    expect(catalogue.status).toBe(200);
    expect(running.alive()).toBe(true);

    await cutting.mend();
    // ioredis reconnects on its own schedule: wait for it, without timing it.
    for (;;) {
      const again = await register();
      if (again.status === 201) break;
      expect(again.status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(running.alive()).toBe(true);
  }, 30_000);

  const timed = (path: string, init?: RequestInit) => timedFetch(`${services?.url ?? ''}${path}`, init);
  const signIn = () => timedSignIn(services?.url ?? '', shopper ?? expect.fail('no shopper'));

  it('answers limited requests 503 within two seconds while Redis stalls, says so in /health, and counts none of them when it resumes', async () => {
    const stalling = relay ?? expect.fail('no relay');
    expect((await signIn()).status).toBe(200);

    stalling.stall();
    const stalledAt = performance.now();
    try {
      // More sign-ins than the account's limit (5), each sent into the stalled Redis.
      const attempts = await Promise.all(Array.from({ length: 6 }, signIn));
      for (const attempt of attempts) {
        expect(attempt.status).toBe(503);
        expect(ServiceError.parse(attempt.body)).toMatchObject({ error: 'unavailable', message: /signing in/i });
        expect(attempt.ms).toBeLessThan(2_500);
      }
      const health = await timed('/health');
      expect(health.status).toBe(200);
      expect(Health.parse(health.body).degraded).toEqual(['rate-limits']);
      expect(health.ms).toBeLessThan(2_500);
      expect(
        (await timed('/term-suggest?term=mil', { headers: { authorization: 'Bearer unauthenticated' } })).status,
      ).toBe(200);
      // Redis stays stalled until every count it holds is past its deadline.
      const heldFor = performance.now() - stalledAt;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, REDIS_COUNT_DEADLINE_MS + 500 - heldFor)));
    } finally {
      stalling.resume();
    }

    // Redis runs what it held, in order, before this sign-in: none of it counted, so the right
    // password signs in (counted, the six would have filled the account's limit: a 429).
    const after = await signIn();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(Health.parse((await timed('/health')).body).degraded).toEqual([]);
    expect(services?.alive()).toBe(true);
  }, 30_000);
});
