import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Queryable } from './database.ts';
import { MIGRATIONS_DIR } from './paths.ts';

export type Migration = { readonly id: string; readonly sql: string; readonly checksum: string };

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
/** Serialises migrations when several processes start against the same database. */
const MIGRATION_LOCK = 4_042_001;

/** Reads `NNN-name.sql` files in order. */
export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = (await readFile(join(dir, name), 'utf8')).replaceAll('\r\n', '\n');
      return { id: name.replace(/\.sql$/, ''), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

async function lock(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its
 * own transaction. Safe to run on every start. Returns the ids it applied.
 * Throws if an applied migration's file has changed since: migrations are
 * append-only.
 */
export async function migrate(db: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`create table if not exists schema_migrations (
      id text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of all) {
    const didApply = await db.transaction(async (tx) => {
      await lock(tx);
      const [existing] = await tx.query<{ checksum: string }>('select checksum from schema_migrations where id = $1', [
        migration.id,
      ]);
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.id} changed after it was applied. Add a new migration instead ` +
              '(or, for a local PGlite database, delete services/.data to start afresh).',
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id, checksum) values ($1, $2)', [
        migration.id,
        migration.checksum,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.id);
  }
  return applied;
}
