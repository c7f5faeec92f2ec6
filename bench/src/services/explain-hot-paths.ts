/**
 * The plans behind every header's calls (decision 019): on a database filled by
 * load-scale-data.ts, signs in as generated shoppers through the real app and asks for the
 * shopping context, getTrolley (GraphQL), a week of delivery and of collection slots, and the
 * header state (GET /v1/header-state, with the token cookie; a shopper's first call works out
 * their trolley summary, as the generated orders have none, and the rest read it). Prints
 * each route's median time over 30 calls and each statement it sent, with its mean time, and
 * with --plans its EXPLAIN (ANALYZE, BUFFERS).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/h16_scale node bench/src/services/explain-hot-paths.ts [--plans]
 */
import { performance } from 'node:perf_hooks';
import { GET_TROLLEY_QUERY, GRAPH_TAGS } from '@grocer/shared-contracts/domain';
import { buildApp, type Database, openDatabase, type Queryable } from '@grocer/services';
import { londonDate } from './services-bench.ts';
import { SCALE_PASSWORD, scaleCustomerEmail } from './scale-data.ts';

type Statement = { sql: string; params: readonly unknown[]; times: number[] };

/** Records every statement the app sends, with how long it took, keyed by its text. */
function recording(db: Database, statements: Map<string, Statement>): Database {
  const wrap = (target: Queryable): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const started = performance.now();
      const rows = await target.query<T>(sql, params);
      const entry = statements.get(sql) ?? { sql, params, times: [] };
      entry.times.push(performance.now() - started);
      statements.set(sql, entry);
      return rows;
    },
    exec: (sql) => target.exec(sql),
  });
  return { ...db, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const url = process.env.DATABASE_URL;
if (url === undefined) {
  console.error('Set DATABASE_URL to a database filled by load-scale-data.ts.');
  process.exit(2);
}
const showPlans = process.argv.includes('--plans');
const db = await openDatabase({ kind: 'postgres', url, schema: process.env.DATABASE_SCHEMA || undefined });
const statements = new Map<string, Statement>();
const app = await buildApp({ db: recording(db, statements) });

try {
  const signIn = async (index: number) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email: scaleCustomerEmail(index), password: SCALE_PASSWORD },
    });
    const { token } = response.json<{ token: string }>();
    const authorization = `Bearer ${token}`;
    const context = await app.inject({ url: '/v1/shopping-context', headers: { authorization } });
    const [address] = await db.query<{ id: string; branch: string }>(
      `select a.id, c.default_branch_id as branch from addresses a join customers c on c.id = a.customer_id
       where c.email = $1`,
      [scaleCustomerEmail(index)],
    );
    return { token, authorization, orderId: context.json<{ customerOrderId: string }>().customerOrderId, address };
  };
  // Shoppers from the start, middle and end of the generated rows, so no one row's cache favours a route.
  const shoppers = await Promise.all([101, 25_017, 49_999].map(signIn));
  const week = { fromDate: londonDate(0), toDate: londonDate(6) };
  const routes = {
    'shopping context': (s: (typeof shoppers)[number]) => ({
      url: '/v1/shopping-context',
      headers: { authorization: s.authorization },
    }),
    getTrolley: (s: (typeof shoppers)[number]) => ({
      method: 'POST' as const,
      url: `/graph/live?clientType=WEB_APP&tag=${GRAPH_TAGS.getTrolley}`,
      headers: { authorization: s.authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: GET_TROLLEY_QUERY,
        variables: { trolleyQueryOrderId: s.orderId, orderQueryOrderId: s.orderId },
      }),
    }),
    'delivery slots, a week': (s: (typeof shoppers)[number]) => ({
      url: `/slots?${new URLSearchParams({ slotType: 'DELIVERY', addressId: s.address?.id ?? '', ...week })}`,
      headers: { authorization: s.authorization },
    }),
    'collection slots, a week': (s: (typeof shoppers)[number]) => ({
      url: `/slots?${new URLSearchParams({ slotType: 'GROCERY_COLLECTION', branchId: s.address?.branch ?? '', ...week })}`,
      headers: { authorization: s.authorization },
    }),
    'header state': (s: (typeof shoppers)[number]) => ({
      url: '/v1/header-state',
      headers: { cookie: `fernleaf_token=${s.token}` },
    }),
  };
  for (const [name, request] of Object.entries(routes)) {
    statements.clear();
    const times: number[] = [];
    for (let call = 0; call < 30; call += 1) {
      const shopper = shoppers[call % shoppers.length] ?? shoppers[0];
      if (!shopper) throw new Error('no shopper');
      const started = performance.now();
      const response = await app.inject(request(shopper));
      times.push(performance.now() - started);
      if (response.statusCode !== 200 || response.body.includes('"errors"')) {
        throw new Error(`${name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      }
    }
    console.log(`\n## ${name}: ${median(times).toFixed(2)} ms median of 30 calls\n`);
    for (const statement of statements.values()) {
      const mean = statement.times.reduce((sum, time) => sum + time, 0) / statement.times.length;
      console.log(
        `- ${mean.toFixed(2)} ms mean × ${statement.times.length}: ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`,
      );
      if (showPlans && /^\s*(select|with)\b/i.test(statement.sql)) {
        const plan = await db.query<Record<string, string>>(
          `explain (analyze, buffers, costs off) ${statement.sql}`,
          statement.params,
        );
        console.log(`\n${plan.map((row) => `    ${Object.values(row)[0]}`).join('\n')}\n`);
      }
    }
  }
} finally {
  await app.close();
  await db.close();
}
