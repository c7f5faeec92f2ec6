import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../app.ts';
import type { Database } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { seed as seedAccounts } from '../../../db/seed.ts';
import { createTestClock, type TestClock } from '../../../testing/test-clock.ts';
import type { TestDatabaseTarget } from '../../../testing/test-database.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';

export type CatalogueTestApp = {
  readonly app: () => FastifyInstance;
  readonly db: () => Database;
  readonly clock: TestClock;
};

/** The services with the demo accounts and catalogue seeded, for the enclosing describe block. */
export function useCatalogueApp(
  target: TestDatabaseTarget,
  options: { wrap?: (db: Database) => Database } = {},
): CatalogueTestApp {
  const clock = createTestClock();
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const opened = await target.open();
    db = options.wrap ? options.wrap(opened) : opened;
    await migrate(db);
    await seedAccounts(db);
    await seedCatalogue(db);
    app = await buildApp({ db, now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  return {
    app: () => app ?? fail(),
    db: () => db ?? fail(),
    clock,
  };
}

function fail(): never {
  throw new Error('The catalogue test app is only available inside tests');
}

/** What a signed-out header sends. */
export const ANONYMOUS = { authorization: 'Bearer unauthenticated', 'x-application-name': 'header-remote' } as const;
