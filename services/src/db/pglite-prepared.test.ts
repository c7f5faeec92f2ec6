import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../testing/test-database.ts';
import type { Database } from './database.ts';

/** PGlite as the services open it: statements with parameters outside transactions run prepared. */
describe('PGlite prepared statements', () => {
  let db: Database;
  /** The same statement through PGlite's own query (inside a transaction nothing is prepared). */
  const unprepared = <T>(sql: string, params: readonly unknown[]) => db.transaction((tx) => tx.query<T>(sql, params));
  const prepared = <T>(sql: string, params: readonly unknown[]) => db.query<T>(sql, params);
  beforeAll(async () => {
    const pglite = TEST_DATABASES.find((target) => target.name === 'pglite');
    if (!pglite) throw new Error('no PGlite test database');
    db = await pglite.open();
    await db.exec(`create table t (id text primary key, n int, big bigint, amount numeric(9, 3), ok boolean,
      at timestamptz, doc jsonb, tags text[])`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers as PGlite’s own query does, for each type the services use', async () => {
    const at = new Date('2026-11-25T14:00:00.123Z');
    await prepared('insert into t (id, n, big, amount, ok, at, doc, tags) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
      'a',
      7,
      9_007_199_254,
      1.25,
      true,
      at,
      { x: [1, 'two'] },
      ['p', 'q'],
    ]);
    await prepared('insert into t (id, n) values ($1, $2)', ['b', null]);
    const sql = `select id, n, big, amount, ok, at, doc, tags, to_json(t) as whole from t
                 where id = any($1::text[]) and (at is null or at <= $2) order by id`;
    const params = [['a', 'b', 'c'], new Date()];
    const own = await unprepared(sql, params);
    expect(own).toHaveLength(2);
    expect(await prepared(sql, params)).toEqual(own);
    expect(await prepared(sql, params)).toEqual(own);
    expect(await prepared('select id from t where id = $1', ['none'])).toEqual([]);
  });

  it('parses and plans a text once, however often it runs', async () => {
    const sql = 'select n from t where id = $1';
    for (let call = 0; call < 3; call += 1) await prepared(sql, ['a']);
    const counted = await unprepared('select count(*)::int as n from pg_prepared_statements where statement = $1', [
      sql,
    ]);
    expect(counted).toEqual([{ n: 1 }]);
  });

  it('rejects as PostgreSQL does, and the next statement runs', async () => {
    await expect(prepared('insert into t (id) values ($1)', ['a'])).rejects.toMatchObject({ code: '23505' });
    await expect(prepared('select nonsense from t where id = $1', ['a'])).rejects.toMatchObject({ code: '42703' });
    await expect(prepared('select nonsense from t where id = $1', ['a'])).rejects.toMatchObject({ code: '42703' });
    expect(await prepared('select id from t where id = $1', ['a'])).toEqual([{ id: 'a' }]);
  });

  it('waits for another caller’s transaction instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const inserted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transaction = db
      .transaction(async (tx) => {
        await tx.query("insert into t (id) values ('uncommitted')");
        started();
        await held;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await inserted;
    const read = prepared<{ n: number }>('select count(*)::int as n from t where id = $1', ['uncommitted']);
    release();
    expect(await transaction).toBe('rolled back');
    expect(await read).toEqual([{ n: 0 }]);
  });
});
