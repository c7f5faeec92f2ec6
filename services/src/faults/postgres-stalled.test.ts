import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_ITEM_TO_TROLLEY_MUTATION, Health, ServiceError } from '@grocer/shared-contracts/domain';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgres, SERVING_TIME_LIMITS } from '../db/postgres.ts';
import { POSTGRES_COUNT_DEADLINE_MS } from '../http/rate-limits/open-rate-limit-store.ts';
import { startServicesProcess, type ServicesProcess } from '../testing/services-process.ts';
import { newTestSchemaName, TEST_DATABASES, testPostgresUrl } from '../testing/test-database.ts';
import {
  cuttableRelay,
  faultCustomer,
  type FaultShopper,
  insertGroceries,
  signInAt,
  type TimedAnswer,
  timedFetch,
  timedSignIn,
} from './fault-kit.ts';

const skipReason = TEST_DATABASES.find((target) => target.name === 'postgres')?.skipReason;

/**
 * Decided by the serving time limits (a connection, then an answer: 3 s at most), not by the stall:
 * the stall lasts until every answer is in, so a server without the limits answers nothing and the
 * fetch gives up at 8 s. The bound is twice the limits because a busy machine's scheduling adds to
 * them: beside another suite (load 13), an answer came 55 ms past the limits' 3 s.
 */
const DECIDED_WITHIN_MS = 2 * (SERVING_TIME_LIMITS.connectMs + SERVING_TIME_LIMITS.answerMs);

/**
 * PostgreSQL stalls (a server stopped with SIGSTOP, a network that drops every packet: the
 * connection stays open and nothing answers), then resumes. Requests and GET /health answer the
 * contracts' 503 within the serving time limits instead of waiting out the stall (decision 050),
 * and the services serve again when it resumes, with no restart. Nothing a request sent into the
 * stall counts when the server resumes: not a sign-in's count, so the shopper is not locked out.
 */
describe('the services when PostgreSQL stalls', () => {
  if (skipReason !== undefined) {
    it.skip(`needs PostgreSQL: ${skipReason}`, () => {});
    return;
  }
  const url = testPostgresUrl() ?? '';
  const schema = newTestSchemaName();
  let db: Database | undefined;
  let relay: Awaited<ReturnType<typeof cuttableRelay>> | undefined;
  let services: ServicesProcess | undefined;
  let customer: Awaited<ReturnType<typeof faultCustomer>> | undefined;
  let shopper: FaultShopper | undefined;
  let grocery = '';

  beforeAll(async () => {
    db = await openPostgres(url, { schema });
    await migrate(db);
    [grocery = ''] = await insertGroceries(db, 1);
    customer = await faultCustomer(db);
    const direct = new URL(url);
    relay = await cuttableRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${relay.port}`;
    services = await startServicesProcess({ DATABASE_URL: relayed.href, DATABASE_SCHEMA: schema });
    shopper = await signInAt(services.url, customer);
  });
  afterAll(async () => {
    relay?.resume();
    await services?.stop();
    await relay?.close();
    await db?.query(`drop schema if exists "${schema}" cascade`);
    await db?.close();
  });

  const at = (path: string, init?: RequestInit) => timedFetch(`${services?.url ?? ''}${path}`, init);
  const read = () => at('/v1/shopping-context', { headers: shopper?.headers });
  const write = () =>
    at('/graph/live?clientType=WEB_APP&tag=add-item-to-trolley', {
      method: 'POST',
      headers: { ...shopper?.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'addItemToTrolley',
        query: ADD_ITEM_TO_TROLLEY_MUTATION,
        variables: { customerOrderId: shopper?.orderId, productId: grocery, quantity: { amount: 1, uom: 'C62' } },
      }),
    });
  const signIn = () => timedSignIn(services?.url ?? '', customer ?? expect.fail('no customer'));

  const expectDecided = (answer: TimedAnswer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(ServiceError.parse(answer.body).error).toBe('unavailable');
    expect(answer.ms).toBeLessThan(DECIDED_WITHIN_MS);
  };

  it('answers requests and /health 503 within the time limits while it stalls, and serves again when it resumes', async () => {
    const stalling = relay ?? expect.fail('no relay');
    expect((await at('/health')).status).toBe(200);
    // Connections open and idle in the pool, so what follows sends its statements into the stall
    // rather than waiting for a connection.
    for (let round = 0; round < 2; round += 1) {
      for (const answer of await Promise.all(Array.from({ length: 10 }, read))) expect(answer.status).toBe(200);
    }

    stalling.stall();
    const stalledAt = performance.now();
    try {
      // More sign-ins than the account's limit (5) among them, each sent into the stall.
      const [health, reading, writing, ...signIns] = await Promise.all([
        at('/health'),
        read(),
        write(),
        ...Array.from({ length: 6 }, signIn),
      ]);
      for (const answer of [health, reading, writing, ...signIns]) expectDecided(answer);
      // The stall outlasts the answers: they came from the time limits, not from its end.
      expectDecided(await at('/health'));
      // It lasts until every count sent into it is past its deadline.
      const heldFor = performance.now() - stalledAt;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, POSTGRES_COUNT_DEADLINE_MS + 500 - heldFor)));
    } finally {
      stalling.resume();
    }

    // Served again on new connections, with no restart.
    expect(Health.parse((await at('/health')).body).degraded).toEqual([]);
    expect((await read()).status).toBe(200);
    expect((await write()).status).toBe(200);
    // None of the six sign-ins' counts counted when the server resumed: the right password signs
    // in (counted, they would have filled the account's limit: a 429).
    const after = await signIn();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(services?.alive()).toBe(true);
  }, 30_000);
});
