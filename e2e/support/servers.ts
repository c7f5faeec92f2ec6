import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Ports = { readonly services: number; readonly remote: number; readonly host: number };

/** The ports the suite's own servers use: clear of 3000/3001/4000 so a running `npm start` doesn't interfere. */
export const E2E_PORTS = {
  services: 4100,
  remote: 3101,
  host: 3100,
  storybook: 6106,
  plainPage: 6107,
  // A stand-in collector the three servers export their traces to (support/otlp-receiver.ts).
  otlp: 6111,
  // The remote as another contract or React version, or slowed (fixtures/contract-skew): one for every spec.
  contractSkew: 6109,
  // Started by its own spec (startFixture), not by the config: only that spec needs it.
  runtimePage: 6108,
  // WebKit's WebDriver, started by the engines spec (support/engines/webkit.ts).
  webkitDriver: 6112,
  // nginx in front of the remote, and one in front of a closed port, started by the edge-include spec.
  edge: 6113,
  downEdge: 6114,
  // The production start (scripts/production.ts), over https, and the recipe pages that show its header.
  production: { services: 4170, remote: 3171, host: 3170 },
  productionRecipes: { webpack: 6121, rsbuild: 6122, vite: 6123, fragment: 6124 },
} as const satisfies Ports & {
  storybook: number;
  plainPage: number;
  otlp: number;
  runtimePage: number;
  contractSkew: number;
  webkitDriver: number;
  edge: number;
  downEdge: number;
  production: Ports;
  productionRecipes: Record<string, number>;
};

const root = path.join(import.meta.dirname, '..', '..');
const node = process.execPath;

export type Server = 'services' | 'remote' | 'host';

const SCRIPTS: Record<Server, string> = {
  services: 'services/src/main.ts',
  remote: 'header-remote/server.ts',
  host: 'shell-host/server.ts',
};

function serverEnv(server: Server, ports: Ports): Record<string, string> {
  const common = {
    LOG_LEVEL: 'warn',
    SERVICES_PORT: String(ports.services),
    REMOTE_PORT: String(ports.remote),
    HOST_PORT: String(ports.host),
    // Traces go to the suite's collector, quickly, so a spec can read one page load's whole trace.
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${E2E_PORTS.otlp}`,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  switch (server) {
    case 'services':
      // A fresh embedded database for every run, so tests start from the seed.
      return {
        ...common,
        PORT: String(ports.services),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-pglite-')),
        SEED_DEMO: 'true',
        // The host's and the remote's servers call from here: their traces go on into the services'.
        TRACE_CONTEXT_FROM: '127.0.0.1, ::1',
      };
    case 'remote':
    case 'host':
      // A loaded two-core machine can pass the header's 150 ms services budget (the remote's fragment
      // and the host's server render); the journeys are about behaviour, so they get the complete state
      // every time (the budget's and the deadline's own paths have unit tests).
      return { ...common, HEADER_SERVICES_BUDGET_MS: '2000' };
  }
}

/** The command and environment that start one of the three servers, as `npm start` does, on the given ports. */
export function serverCommand(server: Server, ports: Ports): { command: string; env: Record<string, string> } {
  return { command: `"${node}" ${SCRIPTS[server]}`, env: serverEnv(server, ports) };
}

/**
 * A deadline for a hang, not for slowness: a fresh database's seed takes 12 s on an idle two-core
 * machine, and passed 60 s beside three busy browsers.
 */
export const START_DEADLINE_MS = 150_000;

/**
 * Refuses a port something already answers on: a server left by an earlier run would answer the
 * new one's /health, and the spec would stall, stop or kill a process that serves nothing.
 */
async function mustBeFree(port: number): Promise<void> {
  const answered = await fetch(`http://localhost:${port}/health`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${port} already answers: a server left from an earlier run? Stop it first`);
}

/** Starts one server for a single test and resolves once it answers /health. */
export async function startServer(
  server: Server,
  ports: Ports,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  await mustBeFree(ports[server]);
  const env = { ...process.env, ...serverEnv(server, ports), ...extraEnv };
  const child = spawn(node, [SCRIPTS[server]], { cwd: root, env, stdio: 'ignore' });
  const port = ports[server];
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${server} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${server} did not answer on port ${port} within ${START_DEADLINE_MS / 1000} s`);
}

/** The fixture servers a spec starts for itself (e2e/fixtures/<name>/server.ts). */
export type Fixture = 'runtime-page';

/** Starts a fixture server with its arguments and resolves once it answers /health (the runtime page bundles itself first). */
export async function startFixture(fixture: Fixture, port: number, ...args: string[]): Promise<ChildProcess> {
  await mustBeFree(port);
  const script = path.join('e2e', 'fixtures', fixture, 'server.ts');
  const child = spawn(node, [script, String(port), ...args], { cwd: root, stdio: 'ignore' });
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${fixture} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${fixture} did not answer on port ${port} within 60 s`);
}

/** How long a server may take to close gracefully (it waits for in-flight requests) before it is killed. */
const STOP_GRACE_MS = 3_000;

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // A browser still holding a request open keeps a graceful close waiting; a test must not wait with it.
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
