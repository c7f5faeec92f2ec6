import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, DatabaseKind, Queryable } from '../db/database.ts';
import { pgliteDatabase } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';

/**
 * A database the tests can run against. `open()` gives a fresh, empty,
 * isolated database each call (PGlite in memory, or a new PostgreSQL schema)
 * and its `close()` throws away what it holds.
 */
export type TestDatabaseTarget = {
  readonly name: DatabaseKind;
  /** What the describe block is called: the name, plus why it is skipped. */
  readonly label: string;
  /** Set when this database is not available here. */
  readonly skipReason: string | undefined;
  open(): Promise<Database>;
};

const LOCAL_CANDIDATES = ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];
/** Schemas the tests create: svc_test_<base36 ms>_<hex>. */
const SCHEMA_PREFIX = 'svc_test_';
const STALE_AFTER_MS = 60 * 60 * 1000;

async function probe(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Drops schemas left by test runs that crashed more than an hour ago. */
async function dropStaleSchemas(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'svc\\_test\\_%'",
    );
    for (const { nspname } of rows) {
      const stamp = /^svc_test_([0-9a-z]+)_[0-9a-f]+$/.exec(nspname)?.[1];
      if (stamp !== undefined && Date.now() - parseInt(stamp, 36) > STALE_AFTER_MS) {
        await client.query(`drop schema if exists "${nspname}" cascade`);
      }
    }
  } catch {
    // Housekeeping only; never fail a test run over it.
  } finally {
    await client.end().catch(() => {});
  }
}

async function findPostgres(): Promise<{ url: string } | { reason: string }> {
  const explicit = process.env['DATABASE_URL'];
  if (explicit) {
    const failure = await probe(explicit);
    return failure === undefined ? { url: explicit } : { reason: `DATABASE_URL did not answer (${failure})` };
  }
  const failures: string[] = [];
  for (const url of LOCAL_CANDIDATES) {
    const failure = await probe(url);
    if (failure === undefined) return { url };
    failures.push(`${new URL(url).username}: ${failure}`);
  }
  return {
    reason: `no PostgreSQL answered on 127.0.0.1:5432 and DATABASE_URL is not set (${failures.join('; ')})`,
  };
}

/**
 * An empty PGlite cluster, dumped once per machine and PGlite version: each
 * test database loads it instead of running initdb, which every test file would
 * otherwise pay again. Loading took a third to two-fifths of initdb's time here
 * (1.3–1.6 s against 3.1–4.7 s, 2026-11-26); the rest of an open is starting
 * the WASM PostgreSQL, which a compiled module passed in shortened by a tenth at most.
 */
const pgliteVersion = (
  JSON.parse(
    readFileSync(
      path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;
const EMPTY_CLUSTER = path.join(tmpdir(), `grocer-test-pglite-${pgliteVersion}-empty.tar`);

export async function emptyCluster(): Promise<Blob> {
  if (existsSync(EMPTY_CLUSTER)) return new Blob([readFileSync(EMPTY_CLUSTER)]);
  const pglite = await PGlite.create('memory://');
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written aside and renamed, so a test file running at the same time never reads half a dump.
  const partial = `${EMPTY_CLUSTER}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, EMPTY_CLUSTER);
  return dump;
}

/**
 * PGlites a test block has given back, emptied, for the next block in this worker. Starting one
 * took 0.8 s here, and every block on PGlite paid it (52 a run for the test app alone); emptying one
 * took 50–90 ms. A block that is still open keeps its own.
 */
const emptied: PGlite[] = [];

/** Everything a block left: its tables, types and functions (all in `public`), its session's prepared statements and settings. */
async function empty(pglite: PGlite): Promise<void> {
  // Alone: DISCARD ALL refuses to run inside a transaction, which a string of statements is.
  await pglite.exec('discard all');
  await pglite.exec('drop schema public cascade; create schema public');
}

export const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  label: 'pglite',
  skipReason: undefined,
  async open() {
    const pglite = emptied.pop() ?? (await PGlite.create('memory://', { loadDataDir: await emptyCluster() }));
    const db = pgliteDatabase(pglite);
    let closed = false;
    const stillOpen = () => {
      if (closed) throw new Error('This test database has been closed');
    };
    return {
      ...db,
      query: <T>(sql: string, params?: readonly unknown[]) => (stillOpen(), db.query<T>(sql, params)),
      exec: (sql: string) => (stillOpen(), db.exec(sql)),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) => (stillOpen(), db.transaction(fn)),
      async close() {
        if (closed) return;
        closed = true;
        await empty(pglite);
        emptied.push(pglite);
      },
    };
  },
};

function postgresTarget(url: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    label: 'postgres',
    skipReason: undefined,
    async open() {
      const schema = newTestSchemaName();
      const db = await openPostgres(url, { schema, connectionTimeoutMillis: 2000 });
      return {
        ...db,
        async close() {
          try {
            await db.query(`drop schema if exists "${schema}" cascade`);
          } finally {
            await db.close();
          }
        },
      };
    },
  };
}

let postgresUrl: string | undefined;
/** The PostgreSQL the tests found, for tests that start services processes on it; undefined when skipped. */
export const testPostgresUrl = (): string | undefined => postgresUrl;

/** A schema name the stale-schema clean-up recognises, for tests that make their own. */
export const newTestSchemaName = (): string =>
  `${SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

async function findTestDatabases(): Promise<TestDatabaseTarget[]> {
  const found = await findPostgres();
  if ('url' in found) {
    postgresUrl = found.url;
    await dropStaleSchemas(found.url);
    return [pgliteTarget, postgresTarget(found.url)];
  }
  if (process.env['SERVICES_REQUIRE_POSTGRES'] === '1') {
    throw new Error(`SERVICES_REQUIRE_POSTGRES=1 but PostgreSQL is not available: ${found.reason}`);
  }
  console.warn(`[services tests] Skipping the PostgreSQL runs: ${found.reason}`);
  const skipped: TestDatabaseTarget = {
    name: 'postgres',
    label: `postgres (skipped: ${found.reason})`,
    skipReason: found.reason,
    open: () => Promise.reject(new Error(found.reason)),
  };
  return [pgliteTarget, skipped];
}

/** Every database to run database-backed tests against, probed once per test file. */
export const TEST_DATABASES: readonly TestDatabaseTarget[] = await findTestDatabases();
