import type { Database } from '../../../db/database.ts';
import type { TestDatabaseTarget } from '../../../testing/test-database.ts';
import { useTestApp, type TestApp } from '../../../testing/test-app.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';

export type CatalogueTestApp = TestApp;

/** The services with the demo accounts and catalogue seeded, for the enclosing describe block. */
export function useCatalogueApp(
  target: TestDatabaseTarget,
  options: { wrap?: (db: Database) => Database } = {},
): CatalogueTestApp {
  return useTestApp(target, { ...options, seed: seedCatalogue });
}

/** What a signed-out header sends. */
export const ANONYMOUS = { authorization: 'Bearer unauthenticated', 'x-application-name': 'header-remote' } as const;
