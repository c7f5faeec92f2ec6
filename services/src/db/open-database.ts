import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres, SERVING_TIME_LIMITS } from './postgres.ts';
import { tracedDatabase } from './traced-database.ts';

export type DatabaseConfig =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string | undefined };

/**
 * The configured database, each statement a span of the request that ran it (decision 041).
 * `serving`: PostgreSQL under the time limits requests run with (SERVING_TIME_LIMITS); without it,
 * none, as the command-line tools' setting up needs. PGlite runs in this process: nothing to wait for.
 */
export async function openDatabase(config: DatabaseConfig, { serving = false } = {}): Promise<Database> {
  return tracedDatabase(
    config.kind === 'pglite'
      ? await openPglite(config.dataDir)
      : await openPostgres(config.url, {
          schema: config.schema,
          ...(serving ? { timeLimits: SERVING_TIME_LIMITS } : {}),
        }),
  );
}

/**
 * Runs `setUp` (migrations, the demo seed) on the database without the serving time limits: on
 * PostgreSQL a pool of its own, closed after; on PGlite `serving` itself, which has none.
 */
export async function withSetupDatabase<T>(
  config: DatabaseConfig,
  serving: Database,
  setUp: (db: Database) => Promise<T>,
): Promise<T> {
  if (config.kind === 'pglite') return setUp(serving);
  const setup = await openDatabase(config);
  try {
    return await setUp(setup);
  } finally {
    await setup.close();
  }
}
