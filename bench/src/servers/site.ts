/**
 * The running site the browser parts measure: services (a fresh embedded
 * database, seeded), the remote, the host, and a second host that cannot
 * reach its remote and so shows only the fallback header (its server sends
 * the page with no header, and its script renders the fallback).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasServerHeader } from './page-html.ts';
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
  stop(): Promise<void>;
};

export const GROCERIES_HOME = '/ecom/shop/browse/groceries';

const local = (port: number) => `http://localhost:${port}`;

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

export async function startSite(page = GROCERIES_HOME): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-site-pglite-'));
  const common = {
    SERVICES_PORT: String(BENCH_PORTS.services),
    REMOTE_PORT: String(BENCH_PORTS.remote),
    HOST_PORT: String(BENCH_PORTS.host),
  };
  const started: Running[] = [];
  const stop = async () => {
    await stopAll(started);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    started.push(
      await startNodeServer(
        'services',
        'services/src/main.ts',
        { ...common, PORT: String(BENCH_PORTS.services), DATA_DIR: dataDir, SEED_DEMO: 'true' },
        local(BENCH_PORTS.services),
      ),
    );
    started.push(await startNodeServer('remote', 'header-remote/server.ts', common, local(BENCH_PORTS.remote)));
    started.push(await startNodeServer('host', 'shell-host/server.ts', common, local(BENCH_PORTS.host)));
    started.push(
      await startNodeServer(
        'fallback host',
        'shell-host/server.ts',
        {
          ...common,
          HOST_PORT: String(BENCH_PORTS.fallbackHost),
          HEADER_MANIFEST_URL: `${local(BENCH_PORTS.closedRemote)}/mf-manifest.json`,
        },
        local(BENCH_PORTS.fallbackHost),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const serverHeaderReady = await untilServerHeader(`${local(BENCH_PORTS.host)}/ecom`);
  return {
    headerUrl: `${local(BENCH_PORTS.host)}${page}`,
    fallbackUrl: `${local(BENCH_PORTS.fallbackHost)}${page}`,
    servicesUrl: local(BENCH_PORTS.services),
    hostOrigin: local(BENCH_PORTS.host),
    fallbackHostOrigin: local(BENCH_PORTS.fallbackHost),
    remoteOrigin: local(BENCH_PORTS.remote),
    serverHeaderReady,
    stop,
  };
}
