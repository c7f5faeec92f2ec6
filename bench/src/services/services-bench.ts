/**
 * Parts 4 and 5: the services under load, on PGlite and (when one answers)
 * PostgreSQL. Each route's throughput and latency is compared with a bare
 * route on the same server in the same run; then term suggest and product
 * search are measured again with the real listings loaded, to show how
 * latency grows with the catalogue.
 */
import { GET_TROLLEY_QUERY, GRAPH_TAGS, londonDateOf } from '@grocer/shared-contracts/domain';
import { ratio } from '../report/stats.ts';
import { BENCH_PORTS, startNodeServer, stopServer } from '../servers/servers.ts';
import { type Endpoint, loadTest, type LoadOptions, type LoadResult } from './load-test.ts';

export type DatabaseName = 'pglite' | 'postgres';
export type Catalogue = 'seed' | 'real';

export type RouteResult = LoadResult & {
  readonly name: string;
  /** Requests per second as a share of the bare route's (the ceiling). */
  readonly rpsRatioToBare: number | undefined;
  /** p50 latency over the bare route's. */
  readonly p50RatioToBare: number | undefined;
};

export type ServicesRun = {
  readonly database: DatabaseName;
  readonly products: number;
  readonly routes: readonly RouteResult[];
};

export type ScaleRun = {
  readonly database: DatabaseName;
  readonly seed: { readonly products: number; readonly termSuggest: LoadResult; readonly productSearch: LoadResult };
  readonly real: { readonly products: number; readonly termSuggest: LoadResult; readonly productSearch: LoadResult };
  /** Real over seed, p50 and p99, per route. */
  readonly growth: {
    readonly termSuggest: { readonly p50: number | undefined; readonly p99: number | undefined };
    readonly productSearch: { readonly p50: number | undefined; readonly p99: number | undefined };
  };
};

export type ServicesReport = {
  readonly options: LoadOptions;
  readonly runs: readonly ServicesRun[];
  readonly scale: readonly ScaleRun[];
  readonly skipped: readonly string[];
};

const GUEST = { authorization: 'Bearer unauthenticated' };
const SUGGEST_TERMS = ['mil', 'bre', 'che', 'chi', 'app', 'ora', 'cof', 'yog', 'but', 'tea'];
const SEARCH_TERMS = [
  'milk',
  'bread',
  'cheese',
  'chicken',
  'apple',
  'orange juice',
  'coffee',
  'yogurt',
  'butter',
  'tea',
];
/** Demo shopper C-1001 (services/README.md) and their Richmond address (services/docs/fulfilment.md). */
const SHOPPER = { email: 'shopper@example.com', password: 'groceries', addressId: 'A-3001' };

export const termSuggest: Endpoint = {
  name: 'term suggest',
  paths: SUGGEST_TERMS.map((term) => `/term-suggest?term=${encodeURIComponent(term)}`),
  headers: GUEST,
};
export const productSearch: Endpoint = {
  name: 'product search',
  paths: SEARCH_TERMS.map((term) => `/v1/products/search?${new URLSearchParams({ searchTerm: term, size: '48' })}`),
  headers: GUEST,
};

/** London's calendar date `days` from today, as the slot page asks for a week. */
export function londonDate(days: number, now = new Date()): string {
  return londonDateOf(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
}

type Shopper = { readonly token: string; readonly orderId: string };

async function signIn(baseUrl: string): Promise<Shopper> {
  const signedIn = await fetch(`${baseUrl}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SHOPPER.email, password: SHOPPER.password }),
  });
  if (!signedIn.ok) throw new Error(`Sign-in as ${SHOPPER.email} answered ${signedIn.status}`);
  const { token } = (await signedIn.json()) as { token: string };
  const context = await fetch(`${baseUrl}/v1/shopping-context`, { headers: { authorization: `Bearer ${token}` } });
  const { customerOrderId } = (await context.json()) as { customerOrderId: string };
  return { token, orderId: customerOrderId };
}

function shopperRoutes({ token, orderId }: Shopper): Endpoint[] {
  const bearer = { authorization: `Bearer ${token}` };
  return [
    {
      name: 'getTrolley (GraphQL)',
      method: 'POST',
      paths: [`/graph/live?clientType=WEB_APP&tag=${GRAPH_TAGS.getTrolley}`],
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: GET_TROLLEY_QUERY,
        variables: { trolleyQueryOrderId: orderId, orderQueryOrderId: orderId },
      }),
    },
    { name: 'shopping context', paths: ['/v1/shopping-context'], headers: bearer },
    {
      name: 'slot listing (a week)',
      paths: [
        `/slots?${new URLSearchParams({ slotType: 'DELIVERY', addressId: SHOPPER.addressId, fromDate: londonDate(0), toDate: londonDate(6) })}`,
      ],
      headers: bearer,
    },
  ];
}

const BARE: Endpoint = { name: 'bare route (ceiling)', paths: ['/bench/bare'] };
const HEALTH: Endpoint = { name: 'GET /health (Fastify + select 1)', paths: ['/health'] };

/** One request first: a route that does not answer 2xx is a setup error, not a slow route. */
async function checkAnswers(baseUrl: string, endpoint: Endpoint): Promise<void> {
  const response = await fetch(`${baseUrl}${endpoint.paths[0] ?? '/'}`, {
    method: endpoint.method ?? 'GET',
    headers: { ...endpoint.headers },
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
  });
  const text = await response.text();
  if (!response.ok || /"errors"\s*:/.test(text)) {
    throw new Error(`${endpoint.name} answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

type Server = { readonly baseUrl: string; readonly products: number; stop(): Promise<void> };

async function startBenchServer(database: DatabaseName, catalogue: Catalogue): Promise<Server> {
  const port = BENCH_PORTS.loadServices;
  const baseUrl = `http://127.0.0.1:${port}`;
  const running = await startNodeServer(
    `services (${database}, ${catalogue})`,
    'bench/src/services/bench-server.ts',
    { PORT: String(port), BENCH_DATABASE: database, BENCH_CATALOGUE: catalogue },
    baseUrl,
    120_000,
  );
  const info = (await (await fetch(`${baseUrl}/bench/info`)).json()) as { products: number };
  return { baseUrl, products: info.products, stop: () => stopServer(running) };
}

function withRatios(name: string, result: LoadResult, bare: LoadResult): RouteResult {
  return {
    name,
    ...result,
    rpsRatioToBare: ratio(result.requestsPerSecond, bare.requestsPerSecond),
    p50RatioToBare: ratio(result.p50Ms, bare.p50Ms),
  };
}

async function measureDatabase(
  database: DatabaseName,
  options: LoadOptions,
  log: (line: string) => void,
): Promise<{ run: ServicesRun; scale: ScaleRun }> {
  const seed = await startBenchServer(database, 'seed');
  let run: ServicesRun;
  let seedScale: ScaleRun['seed'];
  try {
    const routes = [termSuggest, ...shopperRoutes(await signIn(seed.baseUrl)), productSearch];
    for (const route of [BARE, HEALTH, ...routes]) await checkAnswers(seed.baseUrl, route);
    log(`  ${database}: ${seed.products} products; bare route, /health and ${routes.length} routes`);
    const bare = await loadTest(seed.baseUrl, BARE, options);
    const results: RouteResult[] = [withRatios(BARE.name, bare, bare)];
    for (const route of [HEALTH, ...routes]) {
      results.push(withRatios(route.name, await loadTest(seed.baseUrl, route, options), bare));
    }
    run = { database, products: seed.products, routes: results };
    const find = (name: string) => results.find((result) => result.name === name) as LoadResult;
    seedScale = {
      products: seed.products,
      termSuggest: find(termSuggest.name),
      productSearch: find(productSearch.name),
    };
  } finally {
    await seed.stop();
  }

  const real = await startBenchServer(database, 'real');
  try {
    log(`  ${database}: ${real.products} products with the real listings`);
    for (const route of [termSuggest, productSearch]) await checkAnswers(real.baseUrl, route);
    const realScale = {
      products: real.products,
      termSuggest: await loadTest(real.baseUrl, termSuggest, options),
      productSearch: await loadTest(real.baseUrl, productSearch, options),
    };
    const growth = (key: 'termSuggest' | 'productSearch') => ({
      p50: ratio(realScale[key].p50Ms, seedScale[key].p50Ms),
      p99: ratio(realScale[key].p99Ms, seedScale[key].p99Ms),
    });
    return {
      run,
      scale: {
        database,
        seed: seedScale,
        real: realScale,
        growth: { termSuggest: growth('termSuggest'), productSearch: growth('productSearch') },
      },
    };
  } finally {
    await real.stop();
  }
}

export async function measureServices(
  options: LoadOptions,
  databases: readonly DatabaseName[],
  log: (line: string) => void,
): Promise<ServicesReport> {
  const runs: ServicesRun[] = [];
  const scale: ScaleRun[] = [];
  const skipped: string[] = [];
  for (const database of databases) {
    try {
      const measured = await measureDatabase(database, options, log);
      runs.push(measured.run);
      scale.push(measured.scale);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
      skipped.push(`${database}: ${reason}`);
      log(`  ${database} skipped: ${reason}`);
    }
  }
  return { options, runs, scale, skipped };
}
