/**
 * The services at a grocer's scale, on PostgreSQL. Against a database filled by
 * load-scale-data.ts (14,214 products, 50,000 customers, 200,000 orders), starts one and then two
 * services processes (`services/src/main.ts`, one shared TOKEN_SECRET) and loads each route at 10
 * and 50 connections: product search, a week's delivery slots, getTrolley, the shopping context and
 * the header's state, as 40 different generated shoppers. With two processes the
 * connections are split between them (autocannon per process, at the same time), as a round-robin
 * balancer would; requests per second add up and latencies are pooled.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/h16_scale node bench/src/services/scale-bench.ts \
 *     [--duration 5] [--warmup 1] [--connections 10,50] [--instances 1,2] [--only header-state]
 *     [--services-main <path>]   (another checkout's services, for a before/after)
 *
 * Ports 4411 and 4412. Prints one table row per measure, in bench/README.md's style, and the goals
 * (p99 ≤ 20 ms for getTrolley and the context, ≤ 50 ms for search, slots and the header's state)
 * as met or not.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { GET_TROLLEY_QUERY, GRAPH_TAGS, TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';
import { createSession, openDatabase } from '@grocer/services';
import { percentile } from '../report/stats.ts';
import { type Running, startNodeServer, stopServer } from '../servers/servers.ts';
import { londonDate, productSearch } from './services-bench.ts';

const PORTS = [4411, 4412];
const SHOPPERS = 40;
/** Shared by the bench (which signs the shoppers' tokens) and every process it starts. */
const TOKEN_SECRET = 'scale-bench-token-secret-of-at-least-32-characters';
process.env.TOKEN_SECRET = TOKEN_SECRET;

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
type Route = {
  readonly name: string;
  readonly goalMs: number;
  readonly requests: readonly Request[];
  /** Text every shopper's answer must hold, checked once before the load (a signed-out answer is 200 too). */
  readonly expect?: string;
};
export type ScaleResult = {
  readonly route: string;
  readonly instances: number;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly goalMs: number;
};

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.includes(name) ? (args[args.indexOf(name) + 1] ?? '') : fallback;
const numbers = (text: string) => text.split(',').map(Number);
const durationSeconds = Number(option('--duration', '5'));
const warmupSeconds = Number(option('--warmup', '1'));
const connectionCounts = numbers(option('--connections', '10,50'));
const instanceCounts = numbers(option('--instances', '1,2'));
const servicesMain = path.resolve(option('--services-main', 'services/src/main.ts'));
const only = option('--only', '');

/** Shoppers spread over the generated customers, each with a live session, order and address. */
async function shopperRequests(url: string): Promise<Route[]> {
  const db = await openDatabase({ kind: 'postgres', url, schema: process.env.DATABASE_SCHEMA || undefined });
  try {
    const shoppers = await db.query<{ id: string; address_id: string; order_id: string }>(
      `select c.id, a.id as address_id,
         (select customer_order_id from orders o where o.customer_id = c.id and o.state = 'PENDING'
          order by created_at desc limit 1) as order_id
       from customers c join addresses a on a.customer_id = c.id
       where c.id = any($1::text[]) order by c.id`,
      [Array.from({ length: SHOPPERS }, (_, index) => `G-${1 + Math.floor((index * 49_999) / (SHOPPERS - 1))}`)],
    );
    if (shoppers.length < SHOPPERS) throw new Error('Fill the database with load-scale-data.ts first.');
    const now = new Date();
    const signedIn = [];
    for (const shopper of shoppers) {
      const { token } = await createSession(db, { customerId: shopper.id, actorId: null, now });
      // GET /v1/header-state reads the session from the token cookie, as a page's server sends it on.
      signedIn.push({
        ...shopper,
        authorization: `Bearer ${token}`,
        cookie: `fernleaf_token=${token}; ${TOKEN_SESSION_COOKIE}=true`,
      });
    }
    const week = { fromDate: londonDate(0), toDate: londonDate(6) };
    return [
      {
        name: 'product search',
        goalMs: 50,
        requests: productSearch.paths.map((searchPath) => ({
          method: 'GET',
          path: searchPath,
          headers: { authorization: 'Bearer unauthenticated' },
        })),
      },
      {
        name: 'slot listing (a week)',
        goalMs: 50,
        requests: signedIn.map((shopper) => ({
          method: 'GET',
          path: `/slots?${new URLSearchParams({ slotType: 'DELIVERY', addressId: shopper.address_id, ...week })}`,
          headers: { authorization: shopper.authorization },
        })),
      },
      {
        name: 'getTrolley (GraphQL)',
        goalMs: 20,
        requests: signedIn.map((shopper) => ({
          method: 'POST',
          path: `/graph/live?clientType=WEB_APP&tag=${GRAPH_TAGS.getTrolley}`,
          headers: { authorization: shopper.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            query: GET_TROLLEY_QUERY,
            variables: { trolleyQueryOrderId: shopper.order_id, orderQueryOrderId: shopper.order_id },
          }),
        })),
      },
      {
        name: 'shopping context',
        goalMs: 20,
        requests: signedIn.map((shopper) => ({
          method: 'GET',
          path: '/v1/shopping-context',
          headers: { authorization: shopper.authorization },
        })),
      },
      {
        name: 'header-state (GET /v1/header-state)',
        goalMs: 50,
        expect: '"signedIn":true',
        requests: signedIn.map((shopper) => ({
          method: 'GET',
          path: '/v1/header-state',
          headers: { cookie: shopper.cookie },
        })),
      },
    ];
  } finally {
    await db.close();
  }
}

/**
 * Each of the route's requests once: one that does not answer 2xx, or not as expected, is a setup
 * error. The header's state keeps each order's trolley summary on its first call (load-scale-data.ts
 * writes none), so the load then reads kept summaries, as a shop does nearly always.
 */
async function checkRoute(baseUrl: string, route: Route): Promise<void> {
  for (const { method, path: requestPath, headers, body } of route.requests) {
    const response = await fetch(`${baseUrl}${requestPath}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    if (!response.ok || !text.includes(route.expect ?? '')) {
      throw new Error(`${route.name} answered ${response.status}: ${text.slice(0, 200)}`);
    }
  }
}

type Run = { requests: number; errors: number; latencies: number[] };

function load(baseUrl: string, requests: readonly Request[], connections: number, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections, duration: seconds, requests: requests.map((request) => ({ ...request })) },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requests: result.requests.total,
              errors: result.errors + result.timeouts + result.non2xx,
              latencies,
            }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** The route on every running process at once, the connections split between them. */
async function measure(servers: readonly Running[], route: Route, connections: number): Promise<ScaleResult> {
  const share = (index: number) =>
    Math.floor(connections / servers.length) + (index < connections % servers.length ? 1 : 0);
  const all = (seconds: number) =>
    Promise.all(servers.map((server, index) => load(server.url, route.requests, share(index), seconds)));
  if (warmupSeconds > 0) await all(warmupSeconds);
  const runs = await all(durationSeconds);
  const latencies = runs.flatMap((run) => run.latencies);
  return {
    route: route.name,
    instances: servers.length,
    connections,
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requests, 0) / durationSeconds,
    p50Ms: percentile(latencies, 50) ?? NaN,
    p99Ms: percentile(latencies, 99) ?? NaN,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    goalMs: route.goalMs,
  };
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
/** A row of bench/README.md's table: Part, Measure, Value, Compared with, Ratio, Kind. */
export function formatRow(result: ScaleResult, oneInstance: ScaleResult | undefined): string {
  const instances = `${result.instances} instance${result.instances > 1 ? 's' : ''}`;
  const measure = `${result.route}, 50,000 customers, ${instances}, ${result.connections} conn. × ${durationSeconds} s`;
  const value = `${Math.round(result.requestsPerSecond)} req/s · p50 ${ms(result.p50Ms)} ms · p99 ${ms(result.p99Ms)} ms · ${result.errors} errors`;
  const goal = `goal p99 ≤ ${result.goalMs} ms: ${result.p99Ms <= result.goalMs ? 'met' : 'NOT met'}`;
  const growth = oneInstance
    ? `${(result.requestsPerSecond / oneInstance.requestsPerSecond).toFixed(2)}× 1 instance`
    : '';
  return `| Scale (postgres) | ${measure} | ${value} | ${goal} | ${growth} | observation |`;
}

const url = process.env.DATABASE_URL;
if (url === undefined) {
  console.error('Set DATABASE_URL to a database filled by load-scale-data.ts.');
  process.exit(2);
}
const routes = (await shopperRequests(url)).filter((route) => route.name.includes(only));
console.log(
  `# load average at start: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}; services: ${servicesMain}`,
);
const results: ScaleResult[] = [];
for (const instances of instanceCounts) {
  const servers: Running[] = [];
  try {
    for (const port of PORTS.slice(0, instances)) {
      servers.push(
        await startNodeServer(
          `services :${port}`,
          servicesMain,
          { PORT: String(port), DATABASE_URL: url, TOKEN_SECRET, LOG_LEVEL: 'warn' },
          `http://127.0.0.1:${port}`,
        ),
      );
    }
    for (const route of routes) {
      for (const server of servers) await checkRoute(server.url, route);
      for (const connections of connectionCounts) {
        const result = await measure(servers, route, connections);
        results.push(result);
        const single = results.find(
          (other) => other.instances === 1 && other.route === route.name && other.connections === connections,
        );
        console.log(formatRow(result, instances > 1 ? single : undefined));
      }
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
}
console.log(
  `# load average at end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
