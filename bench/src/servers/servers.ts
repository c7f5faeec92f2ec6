/**
 * Starts and stops the servers the bench measures, as `npm start`, the
 * production start and the end-to-end tests do (same scripts, same environment
 * variables), on the bench's own ports so it never collides with any of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..', '..', '..');

/** Clear of `npm start` (4000/3001/3000) and the end-to-end tests (4100/3101/3100/6106). */
export const BENCH_PORTS = {
  services: 4300,
  remote: 3301,
  host: 3300,
  /** A second host whose remote URL points at a closed port: the fallback header only. */
  fallbackHost: 3302,
  /** Nothing listens here. */
  closedRemote: 3309,
  /** The static page with the header's markup and CSS inlined. */
  staticPage: 3303,
  /** The services under load (their own process and database). */
  loadServices: 4310,
  /** A page team's page that renders the header in the browser (the runtime-API recipe's, e2e/fixtures/runtime-page). */
  clientRenderedPage: 3304,
} as const;

export type Running = { readonly name: string; readonly child: ChildProcess; readonly url: string };

/**
 * Starts `node <script>` from the repository root and resolves once `<url>/health` answers (over
 * https, the production site's certificate is trusted by then: production-site.ts). `nodeArgs` go
 * before the script: Node's own flags, as the soak's for heap snapshots.
 */
export async function startNodeServer(
  name: string,
  script: string,
  env: Record<string, string>,
  url: string,
  timeoutMs = 60_000,
  nodeArgs: readonly string[] = [],
): Promise<Running> {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { name, child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not answer at ${url}/health within ${timeoutMs / 1000} s:\n${stderr}`);
}

export async function stopServer(running: Running | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  const timeout = setTimeout(() => running.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}

/** Stops the servers in reverse order of starting. */
export async function stopAll(servers: readonly (Running | undefined)[]): Promise<void> {
  for (const server of [...servers].reverse()) await stopServer(server);
}
