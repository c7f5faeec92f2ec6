/**
 * The running site the browser parts measure: services (a fresh embedded
 * database, or a new PostgreSQL schema, dropped on stop), the remote,
 * the host, and a second host that cannot reach its remote and so shows only
 * the fallback header (its server sends the page with no header, and its
 * script renders the fallback). In development (http, the demo data) or in
 * production (production-site.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { throwawaySchema } from '../services/postgres-probe.ts';
import type { DatabaseName } from '../services/services-bench.ts';
import type { Configuration } from './configuration.ts';
import { hasServerHeader } from './page-html.ts';
import { type PreparedProduction, prepareProduction, type SiteEnvs } from './production-site.ts';
import { BENCH_PORTS, startNodeServer, stopAll, type Running } from './servers.ts';

export type Site = {
  /** The groceries home with the federated header. */
  readonly headerUrl: string;
  /** The same page from a host whose remote does not answer: the fallback header only. */
  readonly fallbackUrl: string;
  readonly servicesUrl: string;
  /** The host with the federated, server-rendered header (origin, no path). */
  readonly hostOrigin: string;
  /** The host whose remote does not answer (origin, no path). */
  readonly fallbackHostOrigin: string;
  /** The remote's origin: where its manifest, entries, chunks and CSS come from. */
  readonly remoteOrigin: string;
  /** Whether the host's /ecom carried the server-rendered header before the parts began (its server loads the remote's server build at start). */
  readonly serverHeaderReady: boolean;
  readonly configuration: Configuration;
  /** Production's certificate and key: the bench's browsers trust it, and the static floor is served with it. */
  readonly tls?: { readonly cert: string; readonly key: string };
  /** The site's processes, for what they use (the soak's memory samples). */
  readonly processes: readonly { readonly name: string; readonly pid: number }[];
  stop(): Promise<void>;
};

export const GROCERIES_HOME = '/ecom/shop/browse/groceries';

const origin = (configuration: Configuration, port: number) =>
  `${configuration === 'production' ? 'https' : 'http'}://localhost:${port}`;

/**
 * Waits (up to `timeoutMs`) until the host's page carries the server-rendered
 * header, so no part measures the page before the host's server has loaded
 * the remote's server build. False when it never does: the parts then say so.
 */
async function untilServerHeader(pageUrl: string, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (hasServerHeader(await (await fetch(pageUrl)).text())) return true;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Where the services keep their data: a new PGlite directory, or a new schema on PostgreSQL. */
async function servicesDatabase(
  database: DatabaseName,
): Promise<{ readonly env: Record<string, string>; remove(): Promise<void> }> {
  if (database === 'postgres') {
    const found = await throwawaySchema('bench_site');
    if (!found) throw new Error('No PostgreSQL answered on 127.0.0.1:5432 and DATABASE_URL is not set');
    return { env: { DATABASE_URL: found.url, DATABASE_SCHEMA: found.schema }, remove: found.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-site-pglite-'));
  // Empty counts as unset: a DATABASE_URL in the bench's own environment must not reach this site.
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_SCHEMA: '' },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** `npm start`'s settings on the bench's ports: http, and the demo data the services seed at start. */
function developmentEnvs(database: Record<string, string>): SiteEnvs {
  const common = {
    SERVICES_PORT: String(BENCH_PORTS.services),
    REMOTE_PORT: String(BENCH_PORTS.remote),
    HOST_PORT: String(BENCH_PORTS.host),
  };
  return {
    services: { ...common, ...database, PORT: String(BENCH_PORTS.services), SEED_DEMO: 'true' },
    remote: common,
    host: common,
    fallbackHost: {
      ...common,
      HOST_PORT: String(BENCH_PORTS.fallbackHost),
      HEADER_MANIFEST_URL: `${origin('development', BENCH_PORTS.closedRemote)}/mf-manifest.json`,
    },
  };
}

export type SiteOptions = {
  readonly database?: DatabaseName;
  readonly configuration?: Configuration;
  /** Node's flags for the host with the server-rendered header (the soak's heap snapshots). */
  readonly hostNodeArgs?: readonly string[];
};

export async function startSite(
  page = GROCERIES_HOME,
  { database = 'pglite', configuration = 'development', hostNodeArgs = [] }: SiteOptions = {},
): Promise<Site> {
  const data = await servicesDatabase(database);
  const url = (port: number) => origin(configuration, port);
  const started: Running[] = [];
  const stop = async () => {
    await stopAll(started);
    await data.remove();
  };
  let production: PreparedProduction | undefined;
  try {
    production = configuration === 'production' ? await prepareProduction(data.env) : undefined;
    const envs = production?.envs ?? developmentEnvs(data.env);
    started.push(await startNodeServer('services', 'services/src/main.ts', envs.services, url(BENCH_PORTS.services)));
    started.push(await startNodeServer('remote', 'header-remote/server.ts', envs.remote, url(BENCH_PORTS.remote)));
    started.push(
      await startNodeServer('host', 'shell-host/server.ts', envs.host, url(BENCH_PORTS.host), undefined, hostNodeArgs),
    );
    started.push(
      await startNodeServer('fallback host', 'shell-host/server.ts', envs.fallbackHost, url(BENCH_PORTS.fallbackHost)),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const serverHeaderReady = await untilServerHeader(`${url(BENCH_PORTS.host)}/ecom`);
  return {
    headerUrl: `${url(BENCH_PORTS.host)}${page}`,
    fallbackUrl: `${url(BENCH_PORTS.fallbackHost)}${page}`,
    servicesUrl: url(BENCH_PORTS.services),
    hostOrigin: url(BENCH_PORTS.host),
    fallbackHostOrigin: url(BENCH_PORTS.fallbackHost),
    remoteOrigin: url(BENCH_PORTS.remote),
    serverHeaderReady,
    configuration,
    ...(production ? { tls: production.tls } : {}),
    processes: started.flatMap(({ name, child }) => (child.pid === undefined ? [] : [{ name, pid: child.pid }])),
    stop,
  };
}
