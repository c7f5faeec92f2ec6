import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts/domain';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { startServicesProcess, type ServicesProcess } from '../testing/services-process.ts';
import { REDIS_SKIP_REASON, TEST_REDIS_URL } from '../testing/test-redis.ts';
import { cuttableRelay } from './fault-kit.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Redis (the rate limits' store when REDIS_URL is set) goes away and comes back. As decided
 * (decision 031): a limited request fails at once with the contracts' 503, everything else keeps
 * serving, and the limits count again once Redis answers, without a restart.
 */
describe.skipIf(REDIS_SKIP_REASON !== undefined)(`the services when Redis goes away ${REDIS_SKIP_REASON ?? ''}`, () => {
  let dataDir = '';
  let services: ServicesProcess | undefined;
  let relay: Awaited<ReturnType<typeof cuttableRelay>> | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'faults-redis-'));
    const db: Database = await openPglite(dataDir);
    await migrate(db);
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
});
