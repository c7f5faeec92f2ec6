/**
 * Fills a PostgreSQL database (or one schema of it) the way the scale bench and decision 019 use
 * it: the services' migrations and demo seed, ../shared/data's real listings (14,214 products) and
 * the generated customers and orders of scale-data.ts. Run once; it refuses a database that
 * already holds them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/h16_scale [DATABASE_SCHEMA=…] \
 *     node bench/src/services/load-scale-data.ts [--customers 50000] [--orders 200000]
 */
import { performance } from 'node:perf_hooks';
import { migrate, openDatabase, runSeed } from '@grocer/services';
import { loadRealCatalogue } from './load-real-catalogue.ts';
import { loadScaleData } from './scale-data.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const url = process.env.DATABASE_URL;
if (url === undefined) {
  console.error('Set DATABASE_URL to the PostgreSQL database to fill.');
  process.exit(2);
}
const db = await openDatabase({ kind: 'postgres', url, schema: process.env.DATABASE_SCHEMA || undefined });
try {
  const started = performance.now();
  await migrate(db);
  await runSeed(db);
  const [{ generated } = { generated: 0 }] = await db.query<{ generated: number }>(
    `select count(*)::int as generated from customers where id like 'G-%'`,
  );
  if (generated > 0) throw new Error(`This database already holds ${generated} generated customers.`);
  const products = await loadRealCatalogue(db);
  const counts = await loadScaleData(db, {
    customers: option('--customers', 50_000),
    orders: option('--orders', 200_000),
  });
  console.log({ products, ...counts, seconds: Math.round((performance.now() - started) / 1000) });
} finally {
  await db.close();
}
