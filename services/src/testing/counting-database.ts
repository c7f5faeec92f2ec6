import type { Database } from '../db/database.ts';

export type CountingDatabase = Database & {
  /** Statements and transactions sent since the start or the last reset. */
  readonly count: () => number;
  readonly reset: () => void;
};

/** Counts what the app asks of the database, so a test can prove a path asks nothing (pass it as `wrap`). */
export function countingDatabase(db: Database): CountingDatabase {
  let count = 0;
  return {
    ...db,
    query: (sql, params) => {
      count += 1;
      return db.query(sql, params);
    },
    transaction: (fn) => {
      count += 1;
      return db.transaction(fn);
    },
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}
