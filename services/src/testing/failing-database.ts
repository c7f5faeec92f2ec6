import type { Database, DatabaseKind } from '../db/database.ts';

/**
 * A database every call to which fails with `message`: for tests about the
 * HTTP edges, which must not reach it, or about what a broken one looks like.
 */
export function failingDatabase(message: string, kind: DatabaseKind = 'pglite'): Database {
  return {
    kind,
    query: () => Promise.reject(new Error(message)),
    exec: () => Promise.reject(new Error(message)),
    transaction: () => Promise.reject(new Error(message)),
    writesFailing: () => false,
    close: () => Promise.resolve(),
  };
}
