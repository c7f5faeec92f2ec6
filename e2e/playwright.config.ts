import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORTS, serverCommand, START_DEADLINE_MS } from './support/servers.ts';
import { ensureProductionState, spkiHash } from '../scripts/production-state.ts';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../test-support/chromium.ts';
import { PRODUCTION_DIR, productionCommand } from './support/production-site.ts';

const root = path.join(import.meta.dirname, '..');
/** The specs over the built Storybook's stories (every story, and some again in forced colours). */
const STORY_SPECS = /(storybook|forced-colours)\.spec\.ts$/;
/** The core journey in Firefox and WebKit, which the spec drives itself (support/engines/). */
const ENGINE_SPECS = /engines\.spec\.ts$/;
/** The production start's own specs (support/production-site.ts). */
const PRODUCTION_SPECS = /production\.spec\.ts$/;
/**
 * The production start's certificate, made here before any server starts so Chromium can be told
 * to trust it (and only it): no page of the suite is ever shown past a certificate warning.
 */
const productionCertificate = (await ensureProductionState(PRODUCTION_DIR)).tls.cert;

/**
 * Real Chromium (Debian's, installed by .ci/run), and for the core journey
 * Debian's Firefox and WebKit too (README.md), against the real, built
 * host, remote and services, each on its own port (its own origin), so these
 * tests never collide with a running `npm start`. Build first: the check
 * script does; alone, run `pnpm build` then `pnpm --filter @grocer/e2e test`.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Three at once on CI's two cores: a test spends most of its time waiting on a browser or a server
  // (two workers left a core idle), and a third keeps both busy.
  workers: 3,
  projects: [
    // One engine at a time, beside the site's files: each brings a whole browser of its own. Listed
    // first because workers take tests in this order: last, the two engines ran alone at the end of
    // the run, one core idle for their minute.
    { name: 'engines', testMatch: ENGINE_SPECS, workers: 1 },
    // Two of the site's spec files at once, each file's tests in order. A file changes only what is
    // its own: a shopper it registers, a demo account no other file uses, servers on its own ports;
    // what every file shares (the suite's servers, the contract-skew proxy) the config starts.
    { name: 'site', testIgnore: [STORY_SPECS, ENGINE_SPECS, PRODUCTION_SPECS], workers: 2 },
    // The production configuration as shipped (scripts/production.ts): https, signed release, no demo data.
    { name: 'production', testMatch: PRODUCTION_SPECS, workers: 1 },
    // Each story is a static page on its own: any number at once, alongside the site or after it.
    {
      name: 'stories',
      testMatch: STORY_SPECS,
      fullyParallel: true,
      // Each story's approved picture, by its id: the designers' review sheet (README.md).
      snapshotPathTemplate: '{testDir}/../story-snapshots/{arg}{ext}',
      expect: {
        // Finite animations run to their end, infinite ones stop; a story that draws blank, stacks or
        // shifts changes far more than the 0.2 % of its pixels allowed for antialiasing.
        toHaveScreenshot: { animations: 'disabled', maxDiffPixelRatio: 0.002 },
      },
    },
  ],
  retries: 0,
  // A story with no approved picture fails (instead of approving whatever it draws): --update-snapshots writes one.
  updateSnapshots: 'none',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, `--ignore-certificate-errors-spki-list=${spkiHash(productionCertificate)}`],
    },
  },
  webServer: [
    // The collector the three servers export their traces to (support/otlp-receiver.ts).
    {
      command: `"${process.execPath}" e2e/support/otlp-receiver.ts ${E2E_PORTS.otlp}`,
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORTS.otlp}/health`,
    },
    { ...serverCommand('services', E2E_PORTS), cwd: root, url: `http://localhost:${E2E_PORTS.services}/health` },
    { ...serverCommand('remote', E2E_PORTS), cwd: root, url: `http://localhost:${E2E_PORTS.remote}/health` },
    { ...serverCommand('host', E2E_PORTS), cwd: root, url: `http://localhost:${E2E_PORTS.host}/health` },
    {
      command: `"${process.execPath}" e2e/support/static-server.ts storybook/storybook-static ${E2E_PORTS.storybook}`,
      cwd: root,
      url: `http://localhost:${E2E_PORTS.storybook}/health`,
    },
    {
      // The production start, on its own ports and database; it answers once all three of its servers do.
      ...productionCommand(process.execPath),
      cwd: root,
      url: `https://localhost:${E2E_PORTS.production.host}/health`,
      // Only this readiness probe, which cannot be given the certificate; the browser and the specs trust it by name.
      ignoreHTTPSErrors: true,
    },
    {
      // The suite's remote as another contract or React version, or slowed, as a spec's path asks (fixtures/contract-skew).
      command: `"${process.execPath}" e2e/fixtures/contract-skew/server.ts ${E2E_PORTS.contractSkew} http://localhost:${E2E_PORTS.remote}`,
      cwd: root,
      url: `http://localhost:${E2E_PORTS.contractSkew}/health`,
    },
    {
      // A page without React or a bundler, including the header as a server-side fragment (e2e/fixtures/plain-page).
      command: `"${process.execPath}" e2e/fixtures/plain-page/server.ts ${E2E_PORTS.plainPage}`,
      cwd: root,
      url: `http://localhost:${E2E_PORTS.plainPage}/health`,
    },
  ].map((server) => ({
    // As for the servers a spec starts: a deadline for a hang, not for a busy machine's slow start.
    timeout: START_DEADLINE_MS,
    ...server,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
