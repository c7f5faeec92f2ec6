/**
 * Command 1 of the README: builds the remote and the host, then starts the
 * services (embedded PGlite unless DATABASE_URL is set, with the demo data:
 * SEED_DEMO=true), the remote and the host, and prints the URL to open.
 * Ctrl-C stops all three.
 *   SERVICES_PORT (4000)  REMOTE_PORT (3001)  HOST_PORT (3000)
 */
import type { ChildProcess } from 'node:child_process';
import { buildApps } from './build.ts';
import { startPrefixed, waitForHealth } from './processes.ts';

const ports = {
  services: process.env.SERVICES_PORT ?? '4000',
  remote: process.env.REMOTE_PORT ?? '3001',
  host: process.env.HOST_PORT ?? '3000',
};
const env = { SERVICES_PORT: ports.services, REMOTE_PORT: ports.remote, HOST_PORT: ports.host };

if ((await buildApps()) !== 0) process.exit(1);

const children: ChildProcess[] = [];
let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

const servers = [
  // SEED_DEMO: the demo accounts, catalogue and orders, for trying the site locally (never in production).
  {
    name: 'services',
    script: 'services/src/main.ts',
    env: { ...env, PORT: ports.services, SEED_DEMO: 'true' },
    port: ports.services,
  },
  { name: 'remote', script: 'header-remote/server.ts', env, port: ports.remote },
  { name: 'host', script: 'shell-host/server.ts', env, port: ports.host },
];
for (const server of servers) {
  const child = startPrefixed(server.name, server.script, server.env);
  child.once('exit', (code) => {
    if (!stopping) console.error(`[${server.name}] exited with code ${code}; stopping the site.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

try {
  await Promise.all(servers.map((server) => waitForHealth(`http://localhost:${server.port}/health`)));
  console.log(
    `\n  The site is up. Open http://localhost:${ports.host}/ecom\n  (services :${ports.services}, header remote :${ports.remote}; Ctrl-C stops all)\n`,
  );
} catch (error) {
  console.error(String(error));
  stopAll(1);
}
