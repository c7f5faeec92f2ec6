/**
 * The services as the load tests see them: the real app (`buildApp`) on a
 * throwaway database, migrated and seeded as `main.ts` does, plus one bare
 * route answered before Fastify's router (`GET /bench/bare`), the ceiling the
 * other routes are compared with. Started as its own process by the bench:
 *
 *   PORT            where to listen (127.0.0.1)
 *   BENCH_DATABASE  pglite (default: a new data directory) | postgres (a new schema, dropped on exit)
 *   DATABASE_URL    for postgres; default: the first of postgres@ / root@ 127.0.0.1:5432/test that answers
 *   BENCH_CATALOGUE seed (default) | real (adds ../shared/data's Waitrose and Ocado listings)
 *
 * Exits with code 3 when asked for PostgreSQL and none answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type Database, migrate, openDatabase, runSeed } from '@grocer/services';
import { loadRealCatalogue } from './load-real-catalogue.ts';
import { throwawaySchema } from './postgres-probe.ts';

export const NO_POSTGRES_EXIT_CODE = 3;

type Opened = { readonly db: Database; readonly describe: string; cleanUp(): Promise<void> };

async function openPostgres(): Promise<Opened | undefined> {
  const found = await throwawaySchema('bench');
  return found && { db: found.db, describe: `PostgreSQL schema ${found.schema}`, cleanUp: found.drop };
}

async function openPglite(): Promise<Opened> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  const db = await openDatabase({ kind: 'pglite', dataDir });
  return {
    db,
    describe: `PGlite at ${dataDir}`,
    cleanUp: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const opened = process.env.BENCH_DATABASE === 'postgres' ? await openPostgres() : await openPglite();
if (!opened) {
  console.error('No PostgreSQL answered on 127.0.0.1:5432 and DATABASE_URL is not set.');
  process.exit(NO_POSTGRES_EXIT_CODE);
}
const { db } = opened;
await migrate(db);
await runSeed(db);
const added = process.env.BENCH_CATALOGUE === 'real' ? await loadRealCatalogue(db) : 0;
const [{ count } = { count: 0 }] = await db.query<{ count: number }>('select count(*)::int as count from products');

const app = await buildApp({ db, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const BARE = JSON.stringify({ status: 'ok' });
const INFO = JSON.stringify({ database: db.kind, products: count, fromRealListings: added });
const server = createServer((request, response) => {
  if (request.url === '/bench/bare' || request.url === '/bench/info') {
    response
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(request.url === '/bench/bare' ? BARE : INFO);
    return;
  }
  app.routing(request, response);
});
server.listen(Number(process.env.PORT ?? 4310), '127.0.0.1', () => {
  console.log(`bench services on ${opened.describe}: ${count} products (${added} from the real listings)`);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    void app
      .close()
      .then(() => opened.cleanUp())
      .finally(() => process.exit(0));
  });
}
