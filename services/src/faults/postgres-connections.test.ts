import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts/domain';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { startServicesProcess, type ServicesProcess } from '../testing/services-process.ts';
import { newTestSchemaName, TEST_DATABASES, testPostgresUrl } from '../testing/test-database.ts';
import {
  acknowledged,
  addToTrolley,
  applicationName,
  faultCustomer,
  type FaultShopper,
  insertGroceries,
  signInAt,
} from './fault-kit.ts';

const skipReason = TEST_DATABASES.find((target) => target.name === 'postgres')?.skipReason;

/** What one request under fault came to: an answer (status, and whether a write was acknowledged) or no answer at all. */
type Outcome = { readonly status: number; readonly body: unknown } | { readonly refused: string };

/**
 * PostgreSQL drops the services' connections (a failover, a restart, an operator's
 * pg_terminate_backend) while shoppers read and write. The process must live, fail only the
 * requests that were using a dropped connection (the contracts' 503), and serve again on new
 * connections, with no restart.
 */
describe('the services when PostgreSQL drops their connections', () => {
  if (skipReason !== undefined) {
    it.skip(`needs PostgreSQL: ${skipReason}`, () => {});
    return;
  }
  const url = testPostgresUrl() ?? '';
  const schema = newTestSchemaName();
  const appName = applicationName();
  let db: Database | undefined;
  let admin: pg.Client | undefined;
  let services: ServicesProcess | undefined;
  let shopper: FaultShopper | undefined;
  let groceries: string[] = [];

  beforeAll(async () => {
    db = await openPostgres(url, { schema });
    await migrate(db);
    groceries = await insertGroceries(db, 400);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    services = await startServicesProcess({
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      PGAPPNAME: appName,
    });
    shopper = await signInAt(services.url, await faultCustomer(db));
  });
  afterAll(async () => {
    await services?.stop();
    await admin?.end();
    await db?.query(`drop schema if exists "${schema}" cascade`);
    await db?.close();
  });

  /** Ends every connection the services process holds; how many there were. */
  const terminateAll = async (): Promise<number> => {
    const { rows } = await (admin ?? expect.fail('no admin connection')).query<{ pid: number }>(
      'select pg_terminate_backend(pid) as ended, pid from pg_stat_activity where application_name = $1',
      [appName],
    );
    return rows.length;
  };

  /**
   * Shoppers reading and writing at `concurrency` while `faults` runs; it sees their outcomes as they
   * come, so it can wait for traffic rather than for the clock (a busy machine answers fewer a second).
   */
  const traffic = async (
    faults: (outcomes: readonly Outcome[]) => Promise<unknown>,
    concurrency = 6,
  ): Promise<Outcome[]> => {
    const running = services ?? expect.fail('the services did not start');
    const who = shopper ?? expect.fail('no shopper');
    const outcomes: Outcome[] = [];
    let done = false;
    const faulted = faults(outcomes).finally(() => (done = true));
    let next = 0;
    const worker = async (index: number) => {
      while (!done) {
        try {
          const response =
            index % 2 === 0
              ? await addToTrolley(running.url, who, groceries[next++ % groceries.length] ?? '')
              : await fetch(`${running.url}/v1/shopping-context`, { headers: who.headers });
          const body: unknown = await response.json();
          outcomes.push({ status: response.status, body });
        } catch (error) {
          outcomes.push({ refused: String(error) });
        }
      }
    };
    await Promise.all([faulted, ...Array.from({ length: concurrency }, (_, index) => worker(index))]);
    return outcomes;
  };

  const answered = (outcomes: readonly Outcome[]) =>
    outcomes.filter((outcome) => 'status' in outcome && outcome.status === 200).length;

  /** Waits until `enough` holds, or gives up after 10 s (a deadline for a hang: the assertions then fail). */
  const until = async (enough: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!enough() && Date.now() < deadline) await wait(20);
  };

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Fails unless every outcome is a 200 or the contracts' 503 (never a 500, never a refused connection). */
  const expectOnlyUnavailable = (outcomes: readonly Outcome[]) => {
    const unexpected = outcomes.filter(
      (outcome) =>
        'refused' in outcome ||
        (outcome.status !== 200 &&
          !(outcome.status === 503 && ServiceError.safeParse(outcome.body).data?.error === 'unavailable')) ||
        (outcome.status === 200 && JSON.stringify(outcome.body).includes('"errors"')),
    );
    expect(unexpected.slice(0, 3)).toEqual([]);
  };

  /** Twenty calls in a row, after the faults: all answered, on new connections. */
  const expectServing = async () => {
    const running = services ?? expect.fail('the services did not start');
    const who = shopper ?? expect.fail('no shopper');
    for (let call = 0; call < 20; call += 1) {
      const read = await fetch(`${running.url}/v1/shopping-context`, { headers: who.headers });
      expect(read.status).toBe(200);
      expect(await acknowledged(await addToTrolley(running.url, who, groceries[call] ?? ''))).toBe(true);
    }
  };

  it('lives through one termination of every connection, failing only requests in flight', async () => {
    let ended = 0;
    let afterFault = 0;
    const outcomes = await traffic(async (seen) => {
      await until(() => answered(seen) >= 10);
      ended = await terminateAll();
      afterFault = seen.length;
      await until(() => answered(seen.slice(afterFault)) >= 10);
    });
    expect(ended).toBeGreaterThan(0);
    expect(services?.alive(), services?.logs.slice(-3).join('\n')).toBe(true);
    expectOnlyUnavailable(outcomes);
    // Only requests that held a connection when it went can fail: never more than were in flight.
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.status === 503).length).toBeLessThanOrEqual(6);
    // Served before the fault, and on new connections after it, while the traffic went on.
    expect(answered(outcomes.slice(0, afterFault))).toBeGreaterThanOrEqual(10);
    expect(answered(outcomes.slice(afterFault))).toBeGreaterThanOrEqual(10);
    await expectServing();
  });

  it('lives through repeated terminations under load and recovers without a restart', async () => {
    let ended = 0;
    let afterFaults = 0;
    const outcomes = await traffic(async (seen) => {
      await until(() => answered(seen) >= 10);
      for (let round = 0; round < 15; round += 1) {
        await wait(150);
        ended += await terminateAll();
      }
      afterFaults = seen.length;
      await until(() => answered(seen.slice(afterFaults)) >= 10);
    });
    expect(ended).toBeGreaterThan(15);
    expect(services?.alive(), services?.logs.slice(-3).join('\n')).toBe(true);
    expectOnlyUnavailable(outcomes);
    expect(answered(outcomes.slice(afterFaults))).toBeGreaterThanOrEqual(10);
    await expectServing();
    // The process said what happened, as a warning a platform team can count.
    expect(services?.logs.join('\n')).toMatch(/database connection/i);
  }, 30_000);
});
