/**
 * Command 3 of the README: the production configuration on one machine, as an operator runs it
 * (docs/production.md). Builds as `npm start` does (skipped with --no-build), signs the remote's
 * build with this machine's own release key, and starts the services, the remote and the host with
 * NODE_ENV=production over https, on a certificate made for localhost on first start. No demo data:
 * the services get the sample shop (catalogue, slots, content), and accounts come from the operator
 * command (`npm run operator`). PostgreSQL when DATABASE_URL is set, the embedded PGlite otherwise.
 *   SERVICES_PORT (4000)  REMOTE_PORT (3001)  HOST_PORT (3000)
 *   PRODUCTION_DIR (.production): the certificate, keys, secrets, signed release and embedded database
 *   CORS_ORIGINS (the host's origin): pages elsewhere that show the header
 */
import path from 'node:path';
import { buildApps } from './build.ts';
import { httpsOrigin, loadSampleShop, productionEnv, signRelease } from './production-config.ts';
import { ensureProductionState, spkiHash } from './production-state.ts';
import { ROOT, startServers } from './processes.ts';

const ports = {
  services: process.env.SERVICES_PORT ?? '4000',
  remote: process.env.REMOTE_PORT ?? '3001',
  host: process.env.HOST_PORT ?? '3000',
};
const dir = path.resolve(ROOT, process.env.PRODUCTION_DIR ?? '.production');

try {
  if (!process.argv.includes('--no-build') && (await buildApps()) !== 0) throw new Error('The build failed.');
  const state = await ensureProductionState(dir);
  const env = productionEnv(state, {
    ports,
    release: await signRelease(state),
    ...(process.env.CORS_ORIGINS ? { corsOrigins: process.env.CORS_ORIGINS } : {}),
    // Named on purpose: with NODE_ENV=production the services run on PGlite only where DATA_DIR says so.
    database: process.env.DATABASE_URL ? {} : { DATA_DIR: process.env.DATA_DIR ?? path.join(dir, 'pglite') },
  });
  await loadSampleShop(env.services);
  await startServers(
    [
      {
        name: 'services',
        script: 'services/src/main.ts',
        env: env.services,
        health: `${httpsOrigin(ports.services)}/health`,
      },
      {
        name: 'remote',
        script: 'header-remote/server.ts',
        env: env.remote,
        health: `${httpsOrigin(ports.remote)}/health`,
      },
      { name: 'host', script: 'shell-host/server.ts', env: env.host, health: `${httpsOrigin(ports.host)}/health` },
    ],
    state.tls.cert,
  );
  console.log(`
  Production is up. Open ${httpsOrigin(ports.host)}/ecom
  Browsers warn about the certificate, made for this machine, until they trust ${state.tls.certFile}
  (Chromium: --ignore-certificate-errors-spki-list=${spkiHash(state.tls.cert)}).
  Accounts: npm run operator -- add-support-user <email> (the password on standard input); docs/production.md.
  /metrics on each server: Authorization: Bearer <metricsToken in ${path.join(dir, 'secrets.json')}>. Ctrl-C stops all.
`);
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
}
