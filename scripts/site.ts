/**
 * Command 1 of the README: builds the remote and the host, then starts the
 * services (embedded PGlite unless DATABASE_URL is set, with the demo data:
 * SEED_DEMO=true), the remote and the host, and prints the URL to open.
 * Ctrl-C stops all three.
 *   SERVICES_PORT (4000)  REMOTE_PORT (3001)  HOST_PORT (3000)
 */
import { buildApps } from './build.ts';
import { startServers } from './processes.ts';

const ports = {
  services: process.env.SERVICES_PORT ?? '4000',
  remote: process.env.REMOTE_PORT ?? '3001',
  host: process.env.HOST_PORT ?? '3000',
};
const env = { SERVICES_PORT: ports.services, REMOTE_PORT: ports.remote, HOST_PORT: ports.host };

if ((await buildApps()) !== 0) process.exit(1);

try {
  await startServers([
    // SEED_DEMO: the demo accounts, catalogue and orders, for trying the site locally (never in production).
    {
      name: 'services',
      script: 'services/src/main.ts',
      env: { ...env, PORT: ports.services, SEED_DEMO: 'true' },
      health: `http://localhost:${ports.services}/health`,
    },
    { name: 'remote', script: 'header-remote/server.ts', env, health: `http://localhost:${ports.remote}/health` },
    { name: 'host', script: 'shell-host/server.ts', env, health: `http://localhost:${ports.host}/health` },
  ]);
  console.log(
    `\n  The site is up. Open http://localhost:${ports.host}/ecom\n  (services :${ports.services}, header remote :${ports.remote}; Ctrl-C stops all)\n`,
  );
} catch (error) {
  console.error(String(error));
}
