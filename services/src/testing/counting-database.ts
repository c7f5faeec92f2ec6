import type { Database, Queryable } from '../db/database.ts';

export type CountingDatabase = Database & {
  /** Statements and transactions sent since the start or the last reset. */
  readonly count: () => number;
  /** The text of every statement sent since the start or the last reset, those inside transactions too. */
  readonly statements: () => readonly string[];
  readonly reset: () => void;
};

/** Counts what the app asks of the database, so a test can prove a path asks nothing (pass it as `wrap`). */
export function countingDatabase(db: Database): CountingDatabase {
  let count = 0;
  let statements: string[] = [];
  const inTransaction = (tx: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return tx.query(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  });
  return {
    ...db,
    query: (sql, params) => {
      count += 1;
      statements.push(sql);
      return db.query(sql, params);
    },
    transaction: (fn) => {
      count += 1;
      return db.transaction((tx) => fn(inTransaction(tx)));
    },
    count: () => count,
    statements: () => statements,
    reset: () => {
      count = 0;
      statements = [];
    },
  };
}
