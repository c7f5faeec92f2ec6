/**
 * The suite's production start: `scripts/production.ts` itself, started by playwright.config.ts on
 * its own ports, over https on the certificate it made in its own folder. The browser trusts that
 * one certificate (the config's `--ignore-certificate-errors-spki-list`); the requests a test makes
 * from here trust it too, and nothing else.
 */
import { mkdtempSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readProductionState } from '../../scripts/production-state.ts';
import { E2E_PORTS } from './servers.ts';

const root = path.join(import.meta.dirname, '..', '..');
/** Kept between runs (the certificate and keys are made once); the database is new every run. */
export const PRODUCTION_DIR = path.join(root, 'e2e', '.production');

const ports = E2E_PORTS.production;
export const PRODUCTION = {
  host: `https://localhost:${ports.host}`,
  remote: `https://localhost:${ports.remote}`,
  services: `https://localhost:${ports.services}`,
} as const;

/** The pages other than the host's that show the production header: the page-team recipes. */
export const productionRecipeUrl = (app: keyof typeof E2E_PORTS.productionRecipes) =>
  `http://localhost:${E2E_PORTS.productionRecipes[app]}/`;

/** The command and environment that start it, for playwright.config.ts. */
export function productionCommand(node: string) {
  return {
    command: `"${node}" scripts/production.ts --no-build`,
    env: {
      PRODUCTION_DIR,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-production-pglite-')),
      SERVICES_PORT: String(ports.services),
      REMOTE_PORT: String(ports.remote),
      HOST_PORT: String(ports.host),
      CORS_ORIGINS: [
        PRODUCTION.host,
        ...Object.keys(E2E_PORTS.productionRecipes).map((app) => productionRecipeUrl(app as never).slice(0, -1)),
      ].join(','),
      // As the development servers in servers.ts: the journeys are about behaviour, so a loaded two-core
      // machine gets the complete header every time (the budget's own path has unit tests).
      HEADER_SERVICES_BUDGET_MS: '2000',
      LOG_LEVEL: 'warn',
    },
  };
}

let state: ReturnType<typeof readProductionState> | undefined;
/** The secrets and certificate the running start made, read once (its folder exists once the config has started it). */
export const productionState = () => (state ??= readProductionState(PRODUCTION_DIR));

export type Answer = {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
};

/** One request to the production site from a server or a script (no browser), trusting its certificate. */
export function productionFetch(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(url, { method, headers, ca: productionState().tls.cert }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.once('error', reject);
    });
    request.once('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`${url} did not answer within 15 s`)));
    request.end(body);
  });
}
