/**
 * The bench's site in the production configuration: what `npm run start:production` starts
 * (scripts/production-config.ts), on the bench's ports, from a state folder of the bench's own
 * (certificate, release key and secrets, made once and kept: bench/.production, git-ignored), on a
 * new database with the sample shop and no account. A second host whose remote does not answer runs
 * in production too, so the page alone is the same page served the same way.
 */
import { readFileSync } from 'node:fs';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import path from 'node:path';
import { httpsOrigin, loadSampleShop, productionEnv, signRelease } from '../../../scripts/production-config.ts';
import { ensureProductionState, type ProductionState } from '../../../scripts/production-state.ts';
import { BENCH_PORTS, ROOT } from './servers.ts';

type Env = Record<string, string>;
export type SiteEnvs = { readonly services: Env; readonly remote: Env; readonly host: Env; readonly fallbackHost: Env };

export const PRODUCTION_DIR = path.join(ROOT, 'bench', '.production');

const port = (name: keyof typeof BENCH_PORTS) => String(BENCH_PORTS[name]);

/** Each server's environment: production's own, and for the fallback host the same with a remote that does not answer. */
export function productionSiteEnvs(state: ProductionState, release: string, database: Env): SiteEnvs {
  const hostOrigins = [httpsOrigin(port('host')), httpsOrigin(port('fallbackHost'))];
  const env = productionEnv(state, {
    ports: { services: port('services'), remote: port('remote'), host: port('host') },
    release,
    // Both hosts show a header that calls the services (the fallback host's, in the browser).
    corsOrigins: hostOrigins.join(','),
    database,
  });
  return {
    services: env.services,
    remote: env.remote,
    host: env.host,
    fallbackHost: {
      ...env.host,
      HOST_PORT: port('fallbackHost'),
      SITE_ORIGIN: httpsOrigin(port('fallbackHost')),
      // https, as production requires of the remote's address; nothing listens there.
      HEADER_MANIFEST_URL: `${httpsOrigin(port('closedRemote'))}/mf-manifest.json`,
    },
  };
}

/**
 * Makes this process trust the site's certificate as well as the usual authorities: what
 * NODE_EXTRA_CA_CERTS does for a process started with it, done once the certificate exists. fetch,
 * node:https and Playwright's requests read this list; nothing here skips a check.
 */
function trustCertificate(cert: string): void {
  const trusted = getCACertificates('default');
  if (!trusted.includes(cert)) setDefaultCACertificates([...trusted, cert]);
}

export type PreparedProduction = {
  readonly envs: SiteEnvs;
  /** The certificate the site serves and its key (the static floor is served with them too). */
  readonly tls: { readonly cert: string; readonly key: string };
};

/** The state, the signed release and the sample shop in the new database: everything before the servers start. */
export async function prepareProduction(database: Env): Promise<PreparedProduction> {
  const state = await ensureProductionState(PRODUCTION_DIR);
  trustCertificate(state.tls.cert);
  const envs = productionSiteEnvs(state, await signRelease(state), database);
  // Before the services start: PGlite is one process's database.
  await loadSampleShop(envs.services);
  return { envs, tls: { cert: state.tls.cert, key: readFileSync(state.tls.keyFile, 'utf8') } };
}
