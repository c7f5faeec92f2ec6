import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { afterAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { startServicesProcess, type ServicesProcess } from '../testing/services-process.ts';
import { emptyCluster, newTestSchemaName, TEST_DATABASES, testPostgresUrl } from '../testing/test-database.ts';
import { acknowledged, addToTrolley, faultCustomer, insertGroceries, signInAt } from './fault-kit.ts';

/** amcheck over every table and index of the current schema: what it found wrong (nothing when sound). */
async function amcheckFailures(db: Queryable): Promise<string[]> {
  await db.exec('create extension if not exists amcheck');
  const [extension] = await db.query<{ schema: string }>(
    "select extnamespace::regnamespace::text as schema from pg_extension where extname = 'amcheck'",
  );
  const at = extension?.schema ?? 'public';
  const relations = await db.query<{ name: string; kind: string }>(
    `select c.oid::regclass::text as name, a.amname as kind
     from pg_class c join pg_am a on a.oid = c.relam
     where c.relnamespace = current_schema()::regnamespace and c.relpersistence = 'p' and a.amname in ('btree', 'heap')`,
  );
  expect(relations.length).toBeGreaterThan(10);
  const failures: string[] = [];
  for (const { name, kind } of relations) {
    try {
      if (kind === 'btree') await db.query(`select ${at}.bt_index_check($1::regclass, true)`, [name]);
      else {
        const found = await db.query<{ msg: string }>(`select msg from ${at}.verify_heapam($1::regclass)`, [name]);
        failures.push(...found.map((row) => `${name}: ${row.msg}`));
      }
    } catch (error) {
      failures.push(`${name}: ${String(error)}`);
    }
  }
  return failures;
}

/** PGlite as the services' Queryable, for a database opened with extensions. */
const queryableOf = (pglite: PGlite): Queryable => ({
  query: async <T>(sql: string, params: readonly unknown[] = []) => (await pglite.query<T>(sql, [...params])).rows,
  exec: async (sql: string) => void (await pglite.exec(sql)),
});

/** The products on the order's trolley lines, read straight from the database. */
async function trolleyProducts(db: Queryable, orderId: string): Promise<Set<string>> {
  const rows = await db.query<{ product_id: string }>(
    'select product_id from trolley_items where customer_order_id = $1',
    [orderId],
  );
  return new Set(rows.map((row) => row.product_id));
}

/**
 * Adds different groceries to one shopper's trolley from six clients at once until `count` writes
 * are acknowledged, then kills the services with SIGKILL while the next writes are in flight.
 * The products whose writes were acknowledged.
 */
async function burstThenKill(
  services: ServicesProcess,
  shopper: Awaited<ReturnType<typeof signInAt>>,
  groceries: readonly string[],
  count: number,
) {
  const acked: string[] = [];
  let next = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (killing === undefined && next < groceries.length) {
      const product = groceries[next++] ?? '';
      try {
        if (await acknowledged(await addToTrolley(services.url, shopper, product))) acked.push(product);
      } catch {
        // No answer: the process died with the write in flight. Not acknowledged, so not owed.
      }
      if (acked.length >= count) killing ??= services.signal('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  await killing;
  return acked;
}

/**
 * `kill -9` of the services during a burst of trolley writes: every write the services
 * acknowledged is there when the database is opened again, and amcheck finds the tables and
 * indexes sound. (An OS crash is not simulated: decision 031.)
 *
 * Each test's limit is for a hang, not a slow machine: starting a services process and opening
 * PGlite are CPU work a busy machine stretches in proportion. At load 17 to 18 on two cores, beside
 * other suites, the PGlite test took 94 to 288 s (the services process's start alone 20 to 105 s)
 * and the PostgreSQL one 20 to 91 s; 60 s failed both, the PGlite test running on past its limit
 * beside the PostgreSQL one.
 */
describe('the services killed with SIGKILL during trolley writes', { timeout: 600_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('on PGlite, loses no acknowledged write', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'faults-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // From the dumped empty cluster, as the other fault tests: initdb is not what is tested here.
    const setup = await openPglite(dataDir, { loadDataDir: await emptyCluster() });
    await migrate(setup);
    const groceries = await insertGroceries(setup, 300);
    const customer = await faultCustomer(setup);
    await setup.close();

    const services = await startServicesProcess({ DATA_DIR: dataDir });
    cleanups.push(() => services.stop());
    const acked = await burstThenKill(services, await signInAt(services.url, customer), groceries, 60);
    expect(services.alive()).toBe(false);
    expect(acked.length).toBeGreaterThanOrEqual(60);

    // Opening the directory again runs PostgreSQL's recovery, as the next start would.
    const reopened = await PGlite.create(dataDir, { extensions: { amcheck } });
    try {
      const db = queryableOf(reopened);
      const present = await trolleyProducts(db, customer.orderIds[0] ?? '');
      expect(acked.filter((product) => !present.has(product))).toEqual([]);
      expect(await amcheckFailures(db)).toEqual([]);
    } finally {
      await reopened.close();
    }
  });

  const postgres = TEST_DATABASES.find((target) => target.name === 'postgres');
  it.skipIf(postgres?.skipReason !== undefined)('on PostgreSQL, loses no acknowledged write', async () => {
    const url = testPostgresUrl() ?? '';
    const schema = newTestSchemaName();
    const db = await openPostgres(url, { schema });
    cleanups.push(async () => {
      await db.query(`drop schema if exists "${schema}" cascade`);
      await db.close();
    });
    await migrate(db);
    const groceries = await insertGroceries(db, 300);
    const customer = await faultCustomer(db);

    const services = await startServicesProcess({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
    cleanups.push(() => services.stop());
    const acked = await burstThenKill(services, await signInAt(services.url, customer), groceries, 60);
    expect(services.alive()).toBe(false);
    expect(acked.length).toBeGreaterThanOrEqual(60);

    const present = await trolleyProducts(db, customer.orderIds[0] ?? '');
    expect(acked.filter((product) => !present.has(product))).toEqual([]);
    expect(await amcheckFailures(db)).toEqual([]);
  });
});
