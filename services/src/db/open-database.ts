import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { tracedDatabase } from './traced-database.ts';

export type DatabaseConfig =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string | undefined };

/** The configured database, each statement a span of the request that ran it (decision 041). */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return tracedDatabase(
    config.kind === 'pglite'
      ? await openPglite(config.dataDir)
      : await openPostgres(config.url, { schema: config.schema }),
  );
}
