import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type DatabaseConfig =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string | undefined };

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dataDir) : openPostgres(config.url, { schema: config.schema });
}
