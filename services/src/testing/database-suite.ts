import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { TEST_DATABASES, type TestDatabaseTarget } from './test-database.ts';

/**
 * `describe.each` over every test database. The body runs once per database;
 * a database that is not available here shows up as one skipped test saying why.
 */
export function describeEachDatabase(title: string, body: (target: TestDatabaseTarget) => void): void {
  describe.each(TEST_DATABASES)(`${title} [$label]`, (target) => {
    if (target.skipReason !== undefined) {
      it.skip(`needs ${target.name}: ${target.skipReason}`, () => {});
      return;
    }
    body(target);
  });
}

/** A fresh database for the enclosing describe block, thrown away after it. */
export function useDatabase(target: TestDatabaseTarget): () => Database {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('The test database is only available inside tests');
    return db;
  };
}
