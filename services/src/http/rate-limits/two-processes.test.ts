import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { openPostgres } from '../../db/postgres.ts';
import { createCustomer, type TestCustomer } from '../../testing/fixtures.ts';
import { startServicesProcess, type ServicesProcess } from '../../testing/services-process.ts';
import { newTestSchemaName, TEST_DATABASES, testPostgresUrl } from '../../testing/test-database.ts';
import { REDIS_SKIP_REASON, TEST_REDIS_URL } from '../../testing/test-redis.ts';

const postgresSkipReason = TEST_DATABASES.find((target) => target.name === 'postgres')?.skipReason;

const STORES: { store: string; env: Record<string, string>; skipReason: string | undefined }[] = [
  { store: 'the database', env: {}, skipReason: postgresSkipReason },
  { store: 'Redis', env: { REDIS_URL: TEST_REDIS_URL }, skipReason: postgresSkipReason ?? REDIS_SKIP_REASON },
];

describe.each(STORES)('two services processes counting in $store', ({ store, env, skipReason }) => {
  if (skipReason !== undefined) {
    it.skip(`needs PostgreSQL${store === 'Redis' ? ' and Redis' : ''}: ${skipReason}`, () => {});
    return;
  }
  const url = testPostgresUrl() ?? '';
  const schema = newTestSchemaName();
  let db: Database | undefined;
  let shopper: TestCustomer | undefined;
  let processes: ServicesProcess[] = [];

  beforeAll(async () => {
    db = await openPostgres(url, { schema });
    // Migrated here, so the two processes find the schema ready instead of racing to make it.
    await migrate(db);
    shopper = await createCustomer(db);
    const processEnv = { ...env, DATABASE_URL: url, DATABASE_SCHEMA: schema, TRUST_PROXY: '127.0.0.1' };
    processes = await Promise.all([startServicesProcess(processEnv), startServicesProcess(processEnv)]);
  });
  afterAll(async () => {
    await Promise.all(processes.map((running) => running.stop()));
    await db?.query(`drop schema if exists "${schema}" cascade`);
    await db?.close();
  });

  it('refuses the 6th failed sign-in for one email after 3 failures on one and 2 on the other', async () => {
    const [first, second] = processes;
    const { email, password } = shopper ?? expect.fail('no shopper');
    if (!first || !second) expect.fail('the processes did not start');
    for (const running of processes) {
      expect(running.logs.join('\n')).toContain(
        `rate limits counted in ${store === 'Redis' ? 'Redis' : 'the database'}`,
      );
    }
    // A client of its own each run (via the trusted proxy header), as Redis outlives the schema.
    const client = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    const signIn = (on: ServicesProcess, tried: string) =>
      fetch(`${on.url}/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email, password: tried }),
      });

    for (const on of [first, first, first, second, second]) expect((await signIn(on, 'wrong')).status).toBe(401);
    for (const on of [first, second]) {
      const refused = await signIn(on, password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    }
  });
});
