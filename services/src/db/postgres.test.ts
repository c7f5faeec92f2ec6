import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { newTestSchemaName, TEST_DATABASES, testPostgresUrl } from '../testing/test-database.ts';
import { DatabaseUnavailableError, isConnectionFailure } from './database-unavailable.ts';
import { openPostgres, quoteSchema, SERVING_TIME_LIMITS } from './postgres.ts';

describe('quoteSchema', () => {
  it('accepts plain lower-case identifiers only', () => {
    expect(quoteSchema('svc_test_1')).toBe('"svc_test_1"');
    for (const bad of ['', 'Upper', '1abc', 'a-b', 'a"; drop schema public; --', 'x'.repeat(64)]) {
      expect(() => quoteSchema(bad)).toThrow();
    }
  });
});

const postgres = TEST_DATABASES.find((target) => target.name === 'postgres');

describe.skipIf(postgres?.skipReason !== undefined)(`PostgreSQL isolation [${postgres?.label}]`, () => {
  it('gives each test database its own schema, dropped on close', async () => {
    if (!postgres) throw new Error('unreachable');
    const a = await postgres.open();
    const b = await postgres.open();
    const [schemaA] = await a.query<{ schema: string }>('select current_schema() as schema');
    const [schemaB] = await b.query<{ schema: string }>('select current_schema() as schema');
    expect(schemaA?.schema).toMatch(/^svc_test_/);
    expect(schemaA?.schema).not.toBe(schemaB?.schema);

    await a.exec('create table only_in_a (n int)');
    await expect(b.query('select * from only_in_a')).rejects.toThrow();

    // Transactions run on the schema too (a pooled client, not the pool).
    await a.transaction((tx) => tx.query('insert into only_in_a values (1)'));
    expect(await a.query('select n from only_in_a')).toEqual([{ n: 1 }]);

    await a.close();
    const [left] = await b.query<{ n: number }>('select count(*)::int as n from pg_namespace where nspname = $1', [
      schemaA?.schema,
    ]);
    expect(left?.n).toBe(0);
    await b.close();
  });
});

describe.skipIf(postgres?.skipReason !== undefined)(`a lost connection [${postgres?.label}]`, () => {
  const url = testPostgresUrl() ?? '';
  const named = (name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;

  it('sends a read again on a new connection, never a write, and fails a transaction with DatabaseUnavailableError', async () => {
    const name = `lost_${randomBytes(4).toString('hex')}`;
    const db = await openPostgres(named(name), { schema: newTestSchemaName() });
    const admin = await openPostgres(url);
    const endConnections = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
    /** Ends the connection while `statement` runs on it (it sleeps a little), and gives its outcome. */
    const endWhileRunning = async <T>(statement: Promise<T>) => {
      const outcome = statement.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      for (;;) {
        const [active] = await admin.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where application_name = $1 and state = 'active'",
          [name],
        );
        if ((active?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await endConnections();
      return outcome;
    };
    try {
      await db.exec('create table lost (n int)');
      // The read's connection ends under it: it goes out again on a new one and answers.
      expect(
        await endWhileRunning(db.query('select count(*)::int as n from lost cross join pg_sleep($1)', [0.3])),
      ).toEqual({ value: [{ n: 0 }] });

      // The write's connection ends under it: never sent again, a DatabaseUnavailableError, and not written.
      const write = await endWhileRunning(db.query('insert into lost select $1::int from pg_sleep(0.3)', [1]));
      expect('error' in write && write.error).toBeInstanceOf(DatabaseUnavailableError);
      expect(await db.query('select count(*)::int as n from lost')).toEqual([{ n: 0 }]);

      // Lost between two statements of a transaction (the pool is not listening then).
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into lost values ($1)', [2]);
          await endConnections();
          await new Promise((resolve) => setTimeout(resolve, 50));
          await tx.query('insert into lost values ($1)', [3]);
        }),
      ).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(await db.query('select count(*)::int as n from lost')).toEqual([{ n: 0 }]);
    } finally {
      await db.exec('drop table if exists lost').catch(() => {});
      await db.close();
      await admin.close();
    }
  });
});

describe.skipIf(postgres?.skipReason !== undefined)(`time limits [${postgres?.label}]`, () => {
  it('fails a statement, and a transaction, that runs past its limit with DatabaseUnavailableError, and serves on', async () => {
    const db = await openPostgres(testPostgresUrl() ?? '', {
      timeLimits: { ...SERVING_TIME_LIMITS, statementMs: 200, answerMs: 1_000 },
    });
    try {
      const started = performance.now();
      await expect(db.query('select pg_sleep($1)', [5])).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction((tx) => tx.query('select pg_sleep($1)', [5]))).rejects.toBeInstanceOf(
        DatabaseUnavailableError,
      );
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(await db.query('select 1 as n')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('isConnectionFailure', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });

  it('tells a lost connection from a failed statement', () => {
    for (const lost of [
      withCode('57P01'),
      withCode('08006'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(isConnectionFailure(lost)).toBe(true);
    }
    for (const statement of [
      withCode('23505'),
      withCode('42P01'),
      new Error('syntax error'),
      'Connection terminated',
    ]) {
      expect(isConnectionFailure(statement)).toBe(false);
    }
  });
});
