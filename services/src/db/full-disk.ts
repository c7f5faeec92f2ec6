import { type Database, PLAN_EACH_CALL, type Queryable } from './database.ts';
import { DatabaseUnavailableError } from './database-unavailable.ts';

/**
 * The database's disk is full (SQLSTATE 53100, disk_full: PostgreSQL's and PGlite's "could not
 * extend file …: No space left on device"). This write failed and nothing was lost; writes that
 * need new space fail until some is freed, while reads serve. The contracts' 503, with words
 * that say so.
 */
export class DiskFullError extends DatabaseUnavailableError {
  constructor(cause: unknown) {
    super(cause);
    this.message = `The database cannot write: ${cause instanceof Error ? cause.message : String(cause)}`;
    this.name = 'DiskFullError';
  }
}

const isDiskFull = (error: unknown): boolean =>
  error instanceof Error && !(error instanceof DiskFullError) && (error as { code?: unknown }).code === '53100';

/** Whether a statement writes: one that succeeds shows there is space again. */
function writes(sql: string): boolean {
  const text = sql.startsWith(PLAN_EACH_CALL) ? sql.slice(PLAN_EACH_CALL.length) : sql;
  return /^\s*(?:insert|update|delete|merge)\b/i.test(text.slice(0, 64));
}

/**
 * `db` telling a full disk from other failures: a statement that fails for want of space throws
 * DiskFullError, and `writesFailing()` is true from then until a write succeeds (GET /health
 * reports it). Nothing to restart: PostgreSQL and PGlite write again once there is space.
 */
export function noticingFullDisk(db: Omit<Database, 'writesFailing'>): Database {
  let failing = false;
  const watch = async <T>(sql: string | undefined, run: () => Promise<T>): Promise<T> => {
    try {
      const result = await run();
      if (sql !== undefined && writes(sql)) failing = false;
      return result;
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      failing = true;
      throw new DiskFullError(error);
    }
  };
  const watched = (target: Queryable): Queryable => ({
    query: (sql, params) => watch(sql, () => target.query(sql, params)),
    exec: (sql) => watch(undefined, () => target.exec(sql)),
  });
  return {
    kind: db.kind,
    ...watched(db),
    transaction: (fn) => watch(undefined, () => db.transaction((tx) => fn(watched(tx)))),
    writesFailing: () => failing,
    close: () => db.close(),
  };
}
