import { describe, expect, it } from 'vitest';
import type { ProductionState } from '../../../scripts/production-state.ts';
import { productionSiteEnvs } from './production-site.ts';

const state: ProductionState = {
  dir: '/state',
  tls: { certFile: '/state/localhost-cert.pem', keyFile: '/state/localhost-key.pem', cert: 'PEM' },
  releaseKey: { privateKey: 'private', publicKey: 'public' },
  secrets: { tokenSecret: 't'.repeat(64), metricsToken: 'm'.repeat(64), serverBuildToken: 's'.repeat(64) },
};

describe('the bench’s production site', () => {
  const envs = productionSiteEnvs(state, '/state/header-remote', { DATA_DIR: '/tmp/pglite', DATABASE_URL: '' });

  it('runs every server as the production start does, over https on the bench’s ports, with no demo data', () => {
    for (const env of Object.values(envs)) {
      expect(env).toMatchObject({ NODE_ENV: 'production', TLS_CERT_FILE: state.tls.certFile, SERVICES_PORT: '4300' });
      expect(env).not.toHaveProperty('SEED_DEMO');
    }
    expect(envs.services).toMatchObject({ PORT: '4300', DATA_DIR: '/tmp/pglite', DATABASE_URL: '' });
    expect(envs.remote).toMatchObject({
      REMOTE_DIST: '/state/header-remote',
      REMOTE_PUBLIC_URL: 'https://localhost:3301/',
    });
    expect(envs.host).toMatchObject({
      HOST_PORT: '3300',
      SITE_ORIGIN: 'https://localhost:3300',
      HEADER_MANIFEST_URL: 'https://localhost:3301/mf-manifest.json',
      HEADER_RELEASE_PUBLIC_KEY: 'public',
    });
  });

  it('gives the fallback host a remote address production accepts (https) where nothing answers, and its own origin', () => {
    expect(envs.fallbackHost).toMatchObject({
      NODE_ENV: 'production',
      HOST_PORT: '3302',
      SITE_ORIGIN: 'https://localhost:3302',
      HEADER_MANIFEST_URL: 'https://localhost:3309/mf-manifest.json',
      HEADER_RELEASE_PUBLIC_KEY: 'public',
    });
  });

  it('lets both hosts’ pages call the services', () => {
    expect(envs.services.CORS_ORIGINS).toBe('https://localhost:3300,https://localhost:3302');
  });
});
