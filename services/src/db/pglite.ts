import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, PLAN_EACH_CALL, type Queryable } from './database.ts';
import { noticingFullDisk } from './full-disk.ts';
import { preparedStatements } from './pglite-prepared.ts';

type PgliteQueryable = Pick<PGlite, 'query' | 'exec'>;

function queryable(target: PgliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Opens an embedded PGlite database: a directory that survives restarts, or
 * `memory://` for a throwaway one. `loadDataDir` starts it from a dump
 * (`dumpDataDir`) instead of running initdb.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir, options));
}

/** The database on a PGlite already started; closing it closes the PGlite. */
export function pgliteDatabase(pglite: PGlite): Database {
  const plain = queryable(pglite);
  const prepared = preparedStatements(pglite);
  return noticingFullDisk({
    kind: 'pglite',
    ...plain,
    // Named and planned once, as on PostgreSQL (postgres.ts); inside transactions, and statements
    // without parameters or marked PLAN_EACH_CALL, are planned on every call.
    query: (sql, params = []) =>
      params.length === 0 || sql.startsWith(PLAN_EACH_CALL) ? plain.query(sql, params) : prepared(sql, params),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  });
}
