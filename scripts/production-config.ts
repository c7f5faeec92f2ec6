/**
 * The production configuration of the three servers on one machine, as the production start runs it
 * and the bench measures it: every setting docs/production.md asks for, from the state
 * production-state.ts keeps. One place, so what is measured is what is started.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeReleaseManifest } from '../header-remote/release/release-files.ts';
import { releaseSigningKey } from '../header-remote/release/signing-key.ts';
import type { ProductionState } from './production-state.ts';
import { ROOT, run } from './processes.ts';

export type Ports = { readonly services: string; readonly remote: string; readonly host: string };
type Env = Record<string, string>;

export const httpsOrigin = (port: string) => `https://localhost:${port}`;

export type ProductionOptions = {
  readonly ports: Ports;
  /** The signed release the remote serves (signRelease). */
  readonly release: string;
  /** The origins of every page that shows the header; the host's alone by default. */
  readonly corsOrigins?: string;
  /** DATABASE_URL (and DATABASE_SCHEMA) for PostgreSQL, or DATA_DIR for the embedded PGlite. */
  readonly database: Env;
};

/** Each server's environment, on top of the caller's own. */
export function productionEnv(state: ProductionState, options: ProductionOptions): Record<keyof Ports, Env> {
  const { ports } = options;
  // Production, https on the local certificate, which the servers' calls to each other trust.
  const common = {
    NODE_ENV: 'production',
    TLS_CERT_FILE: state.tls.certFile,
    TLS_KEY_FILE: state.tls.keyFile,
    NODE_EXTRA_CA_CERTS: state.tls.certFile,
    METRICS_TOKEN: state.secrets.metricsToken,
    SERVICES_PORT: ports.services,
    REMOTE_PORT: ports.remote,
    HOST_PORT: ports.host,
    SERVICES_URL: httpsOrigin(ports.services),
  };
  return {
    services: {
      ...common,
      PORT: ports.services,
      TOKEN_SECRET: state.secrets.tokenSecret,
      CORS_ORIGINS: options.corsOrigins ?? httpsOrigin(ports.host),
      // The host and the remote call from this machine: a page load stays one trace.
      TRACE_CONTEXT_FROM: '127.0.0.1,::1',
      ...options.database,
    },
    remote: {
      ...common,
      REMOTE_DIST: options.release,
      REMOTE_PUBLIC_URL: `${httpsOrigin(ports.remote)}/`,
      HEADER_SERVER_BUILD_TOKEN: state.secrets.serverBuildToken,
    },
    host: {
      ...common,
      HEADER_MANIFEST_URL: `${httpsOrigin(ports.remote)}/mf-manifest.json`,
      SITE_ORIGIN: httpsOrigin(ports.host),
      HEADER_RELEASE_PUBLIC_KEY: state.releaseKey.publicKey,
      HEADER_SERVER_BUILD_TOKEN: state.secrets.serverBuildToken,
    },
  };
}

/**
 * The release step of a production build: the built remote, copied into the state's folder and signed
 * with this machine's key (the build itself signs with the published development key, which a
 * production host refuses). The private half stays here: no server is given it.
 */
export async function signRelease(state: ProductionState): Promise<string> {
  const target = path.join(state.dir, 'header-remote');
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'header-remote', 'dist'), target, { recursive: true });
  const env = { HEADER_RELEASE_PRIVATE_KEY: state.releaseKey.privateKey, NODE_ENV: 'production' };
  await writeReleaseManifest(
    target,
    releaseSigningKey(env, () => {}),
  );
  return target;
}

/**
 * The shop's own data, no account (the operator command's load-sample-shop): what a real deployment
 * imports from its product and content systems. Run before the services start: PGlite is one process.
 */
export async function loadSampleShop(servicesEnv: Env): Promise<void> {
  const operator = path.join(ROOT, 'services', 'src', 'operator', 'operator-cli.ts');
  const code = await run(process.execPath, [operator, 'load-sample-shop'], { env: { ...process.env, ...servicesEnv } });
  if (code !== 0) throw new Error(`load-sample-shop exited with code ${code}`);
}
