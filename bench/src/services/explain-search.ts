/**
 * Product search's query plans on the real listings (decision 018): loads the
 * seed plus ../shared/data's Waitrose and Ocado listings (14,214 products)
 * into a throwaway PGlite and, when one answers, a throwaway PostgreSQL
 * schema; then runs the services' own `searchProducts` for a few searches and
 * browses, printing each statement's EXPLAIN (ANALYZE) and the median time of
 * the whole call.
 *
 *   node bench/src/services/explain-search.ts [--plans] [--database pglite|postgres]
 */
import { performance } from 'node:perf_hooks';
import type { ProductSearchQuery } from '@grocer/shared-contracts/domain';
import {
  type Database,
  loadCategoryTree,
  migrate,
  openDatabase,
  type Queryable,
  runSeed,
  searchProducts,
} from '@grocer/services';
import { loadRealCatalogue } from './load-real-catalogue.ts';

const GROCERIES = '10051';
const BASE: ProductSearchQuery = {
  filterTags: [],
  searchTags: [],
  customTags: [],
  sortBy: 'relevance',
  size: 48,
  start: 0,
};

export const CASES: readonly { readonly name: string; readonly query: ProductSearchQuery }[] = [
  { name: 'term "milk"', query: { ...BASE, searchTerm: 'milk' } },
  { name: 'term "orange juice"', query: { ...BASE, searchTerm: 'orange juice' } },
  { name: 'term "chicken", page 3', query: { ...BASE, searchTerm: 'chicken', start: 96 } },
  { name: 'term "c" (prefix of many)', query: { ...BASE, searchTerm: 'c' } },
  { name: 'term "smoked salmon xylophone" (any word)', query: { ...BASE, searchTerm: 'smoked salmon xylophone' } },
  { name: 'browse Groceries, by name', query: { ...BASE, category: GROCERIES, sortBy: 'nameAsc' } },
  { name: 'browse Groceries, by price', query: { ...BASE, category: GROCERIES, sortBy: 'priceAsc' } },
  { name: 'browse Groceries, newest', query: { ...BASE, category: GROCERIES, sortBy: 'new' } },
  {
    name: 'browse Groceries, by name, page 100',
    query: { ...BASE, category: GROCERIES, sortBy: 'nameAsc', start: 4800 },
  },
];

/** Runs each statement as asked, after printing its plan. */
function explaining(db: Database, plans: string[]): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const plan = await db.query<Record<string, string>>(`explain (analyze, costs off) ${sql}`, params);
      plans.push(plan.map((row) => Object.values(row)[0]).join('\n'));
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
}

async function open(kind: 'pglite' | 'postgres'): Promise<{ db: Database; cleanUp: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { db, cleanUp: () => db.close() };
  }
  const schema = `explain_${Date.now().toString(36)}_${process.pid}`;
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const db = await openDatabase({ kind: 'postgres', url, schema });
  return {
    db,
    cleanUp: async () => {
      await db.query(`drop schema if exists "${schema}" cascade`);
      await db.close();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function explainOn(kind: 'pglite' | 'postgres', showPlans: boolean): Promise<void> {
  const { db, cleanUp } = await open(kind);
  try {
    await migrate(db);
    await runSeed(db);
    const added = await loadRealCatalogue(db);
    const tree = await loadCategoryTree(db);
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>('select count(*)::int as count from products');
    console.log(`\n## ${kind}: ${count} products (${added} from the real listings)\n`);
    for (const { name, query } of CASES) {
      const plans: string[] = [];
      const answer = await searchProducts(explaining(db, plans), tree, query);
      const times: number[] = [];
      for (let run = 0; run < 15; run += 1) {
        const started = performance.now();
        await searchProducts(db, tree, query);
        times.push(performance.now() - started);
      }
      const executions = plans.map((plan) => /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?');
      console.log(
        `- ${name}: ${median(times).toFixed(1)} ms median call, ${answer.totalMatches} matches, ` +
          `${plans.length} statement(s), execution ${executions.join(' + ')} ms`,
      );
      if (showPlans) for (const plan of plans) console.log(`\n${plan}\n`);
    }
  } finally {
    await cleanUp();
  }
}

const args = process.argv.slice(2);
const only = args.includes('--database') ? args[args.indexOf('--database') + 1] : undefined;
for (const kind of ['pglite', 'postgres'] as const) {
  if (only === undefined || only === kind) await explainOn(kind, args.includes('--plans'));
}
