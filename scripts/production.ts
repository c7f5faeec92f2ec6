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
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeReleaseManifest } from '../header-remote/release/release-files.ts';
import { releaseSigningKey } from '../header-remote/release/signing-key.ts';
import { buildApps } from './build.ts';
import { ensureProductionState, spkiHash, type ProductionState } from './production-state.ts';
import { ROOT, run, startServers } from './processes.ts';

const ports = {
  services: process.env.SERVICES_PORT ?? '4000',
  remote: process.env.REMOTE_PORT ?? '3001',
  host: process.env.HOST_PORT ?? '3000',
};
const origin = (port: string) => `https://localhost:${port}`;
const dir = path.resolve(ROOT, process.env.PRODUCTION_DIR ?? '.production');

if (!process.argv.includes('--no-build') && (await buildApps()) !== 0) process.exit(1);
const state = await ensureProductionState(dir);
const release = await signedRelease(state);

/** What every server gets: production, https on the local certificate, which their own calls to each other trust. */
const common = {
  NODE_ENV: 'production',
  TLS_CERT_FILE: state.tls.certFile,
  TLS_KEY_FILE: state.tls.keyFile,
  NODE_EXTRA_CA_CERTS: state.tls.certFile,
  METRICS_TOKEN: state.secrets.metricsToken,
  SERVICES_PORT: ports.services,
  REMOTE_PORT: ports.remote,
  HOST_PORT: ports.host,
  SERVICES_URL: origin(ports.services),
};
const services = {
  ...common,
  PORT: ports.services,
  TOKEN_SECRET: state.secrets.tokenSecret,
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? origin(ports.host),
  // Named on purpose: with NODE_ENV=production the services run on PGlite only where DATA_DIR says so.
  ...(process.env.DATABASE_URL ? {} : { DATA_DIR: process.env.DATA_DIR ?? path.join(dir, 'pglite') }),
};
const remote = {
  ...common,
  REMOTE_DIST: release,
  REMOTE_PUBLIC_URL: `${origin(ports.remote)}/`,
  HEADER_SERVER_BUILD_TOKEN: state.secrets.serverBuildToken,
};
const host = {
  ...common,
  HEADER_MANIFEST_URL: `${origin(ports.remote)}/mf-manifest.json`,
  SITE_ORIGIN: origin(ports.host),
  HEADER_RELEASE_PUBLIC_KEY: state.releaseKey.publicKey,
  HEADER_SERVER_BUILD_TOKEN: state.secrets.serverBuildToken,
};

// The shop's own data (no account): what a real deployment imports from its product and content systems.
const operator = path.join(ROOT, 'services', 'src', 'operator', 'operator-cli.ts');
if ((await run(process.execPath, [operator, 'load-sample-shop'], { env: { ...process.env, ...services } })) !== 0) {
  process.exit(1);
}

try {
  await startServers(
    [
      { name: 'services', script: 'services/src/main.ts', env: services, health: `${origin(ports.services)}/health` },
      { name: 'remote', script: 'header-remote/server.ts', env: remote, health: `${origin(ports.remote)}/health` },
      { name: 'host', script: 'shell-host/server.ts', env: host, health: `${origin(ports.host)}/health` },
    ],
    state.tls.cert,
  );
  console.log(`
  Production is up. Open ${origin(ports.host)}/ecom
  Browsers warn about the certificate, made for this machine, until they trust ${state.tls.certFile}
  (Chromium: --ignore-certificate-errors-spki-list=${spkiHash(state.tls.cert)}).
  Accounts: npm run operator -- add-support-user <email> (the password on standard input); docs/production.md.
  /metrics on each server: Authorization: Bearer <metricsToken in ${path.join(dir, 'secrets.json')}>. Ctrl-C stops all.
`);
} catch (error) {
  console.error(String(error));
}

/**
 * The release step of a production build: the built remote, copied and signed with this machine's
 * key (the build itself signs with the published development key, which a production host refuses).
 * The private half stays here: no server is given it.
 */
async function signedRelease({ releaseKey }: ProductionState): Promise<string> {
  const target = path.join(dir, 'header-remote');
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'header-remote', 'dist'), target, { recursive: true });
  const key = releaseSigningKey(
    { HEADER_RELEASE_PRIVATE_KEY: releaseKey.privateKey, NODE_ENV: 'production' },
    () => {},
  );
  await writeReleaseManifest(target, key);
  return target;
}
