import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/csp-watch.ts';
import { faultRemote, type FaultRemote, type RemoteFault } from '../support/fault-remote.ts';
import { startEdge } from '../support/recipes/edge-recipe.ts';
import { recipeFiles } from '../support/recipes/docs-recipes.ts';
import { buildRecipeApps, serve } from '../support/recipes/recipe-apps.ts';
import { DEVELOPMENT_RELEASE_PUBLIC_KEY } from '@grocer/shared-contracts/development-release-key';
import { E2E_PORTS, startServer, stopServer } from '../support/servers.ts';
import { freePort } from '../support/free-port.ts';

/**
 * Every way a page includes the header holds its deadline for the whole answer, and includes only
 * a whole one: the docs' Python include (docs/page-teams/) and nginx edge (docs/edge-include.md) as
 * printed, the kit's Node server half as docs/page-teams/node.md prints it (installed from the
 * header team's registry) and as the host uses it (shell-host/server.ts), and the plain Node page
 * (e2e/fixtures/plain-page), each with the suite's remote behind a relay that trickles its answer
 * (a byte every 100 ms), stalls halfway or goes down after a page that had the live header. Each
 * page is whole, with its own header or a live one (whole, and the remote serves the files that
 * bring it to life), and its first byte comes within the deadline plus 50 ms of the request's start,
 * on a server already answering, over what the page alone takes at that moment. The page is asked
 * for three times and the quickest is held to that: a page server's deadline is its own, the rest is
 * how long a busy machine left it waiting for a core, which no page server controls (at load 12, all
 * three came 54 ms or more past); and none of the three within a second of the deadline. A page
 * server without a deadline for the whole answer takes seconds or never answers.
 */
const REMOTE = `http://localhost:${E2E_PORTS.remote}`;
const SERVICES = `http://localhost:${E2E_PORTS.services}`;
/** What the first byte may take past a page's deadline. */
const SLACK_MS = 50;
/** The pages asked for each time, the quickest held to the deadline plus SLACK_MS. */
const TRIES = 3;
/** What no try may take past the deadline, however busy the machine: a page a shopper waits seconds for. */
const LATE_MS = 1_000;

type PageServer = { readonly url: string; readonly stop: () => Promise<void> | void };

type Include = {
  readonly name: string;
  readonly deadlineMs: number;
  /** The attribute of the page's own header. */
  readonly ownHeader: string;
  /** How long after the remote starts misbehaving a page may still have its header: the host's check of it. */
  readonly noticeMs?: number;
  /** The page, including the header from `remote` (the relay's base URL, with a trailing slash). */
  readonly start: (remote: string) => Promise<PageServer>;
};

const INCLUDES: readonly Include[] = [
  {
    name: "the docs' Python page server (server.py)",
    deadlineMs: 400,
    ownHeader: 'data-own-header',
    start: async (remote) => {
      const root = mkdtempSync(path.join(tmpdir(), 'python-include-'));
      for (const { file, text } of recipeFiles().filter((recipe) => recipe.app === 'fragment')) {
        mkdirSync(path.dirname(path.join(root, 'fragment', file)), { recursive: true });
        writeFileSync(path.join(root, 'fragment', file), text);
      }
      const remove = async () => rmSync(root, { recursive: true, force: true });
      const apps = { root, apps: ['fragment'], seconds: {}, remove };
      const served = await serve(apps, 'fragment', { HEADER_URL: remote, API_URL: SERVICES });
      return { url: served.url, stop: () => (served.stop(), remove()) };
    },
  },
  {
    name: "the docs' nginx edge (nginx.conf and header-include.py)",
    deadlineMs: 400,
    ownHeader: 'data-own-header',
    start: (remote) => startEdge({ remote, browserRemote: REMOTE, services: SERVICES }),
  },
  {
    // The production budget (150 ms for the services, the page sent by 300 ms), and the remote checked
    // every 100 ms: a page asked for within that of its last answer has the header it had.
    name: "the host's server half (the header rendered by the remote's server build)",
    deadlineMs: 300,
    ownHeader: 'data-shell-fallback=""',
    noticeMs: 150,
    start: async (remote) => {
      const port = await freePort();
      const host = await startServer(
        'host',
        { services: E2E_PORTS.services, remote: E2E_PORTS.remote, host: port },
        {
          HEADER_MANIFEST_URL: `${remote}mf-manifest.json`,
          HEADER_SERVICES_BUDGET_MS: '150',
          HEADER_RELEASE_CHECK_MS: '100',
        },
      );
      return { url: `http://localhost:${port}/ecom`, stop: () => stopServer(host) };
    },
  },
  {
    // The kit's defaults: the page sent by 300 ms, the remote's release checked every 2 s.
    name: "the docs' Node page server (server.mjs, the kit's server half)",
    deadlineMs: 300,
    ownHeader: 'data-own-header',
    noticeMs: 2100,
    start: async (remote) => {
      const apps = await buildRecipeApps(['node']);
      const env = { HEADER_URL: remote, API_URL: SERVICES, HEADER_RELEASE_PUBLIC_KEY: DEVELOPMENT_RELEASE_PUBLIC_KEY };
      const served = await serve(apps, 'node', env);
      return { url: served.url, stop: () => (served.stop(), apps.remove()) };
    },
  },
  {
    name: 'the plain Node page (e2e/fixtures/plain-page)',
    deadlineMs: 400,
    ownHeader: 'data-fallback-header',
    start: async (remote) => ({
      url: `http://localhost:${E2E_PORTS.plainPage}/plain-page/?${new URLSearchParams({
        remote: remote.replace(/\/$/, ''),
        api: SERVICES,
        fragmentDeadlineMs: '400',
      })}`,
      stop: () => {},
    }),
  },
];

/** A page, with how long its first byte took from the request's start. */
function timedPage(
  url: string,
): Promise<{ readonly firstByteMs: number; readonly status: number; readonly html: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const asked = httpRequest(url, { agent: false }, (response) => {
      const firstByteMs = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ firstByteMs, status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    asked.setTimeout(10_000, () => asked.destroy(new Error(`${url} took over 10 s`)));
    asked.on('error', reject);
    asked.end();
  });
}

/** Which header the page has: its own, or the remote's, whole and live; throws on anything else. */
async function headerIn(html: string, include: Include): Promise<'own' | 'live'> {
  // The page is whole: its body after the header, and its end.
  expect(html).toContain('<main');
  expect(html.trimEnd()).toMatch(/<\/html>$/);
  const own = html.includes(include.ownHeader);
  const ssr = html.includes('data-header-ssr');
  expect(own !== ssr, 'the page has its own header or the remote’s, one of them').toBe(true);
  if (own) return 'own';
  // Live: the files that bring it to life (the fragment's standalone.js, the host's preloads) are served.
  const files = [...html.matchAll(/<(?:script src|link rel="preload"[^>]*href)="(https?:[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(files.length, 'the header names the files that bring it to life').toBeGreaterThan(0);
  for (const file of files) expect((await fetch(file)).status, `${file} is served`).toBe(200);
  return 'live';
}

const FAULTS: readonly { readonly fault: RemoteFault; readonly title: string }[] = [
  { fault: 'trickle', title: 'a remote that trickles its answer, a byte every 100 ms' },
  { fault: 'stall', title: 'a remote that stalls halfway through its answer' },
  { fault: 'down', title: 'a remote that goes down after a page with its header' },
];

for (const include of INCLUDES) {
  test.describe(include.name, () => {
    let relay: FaultRemote;
    let server: PageServer;
    test.beforeAll(async () => {
      // The Node recipe is installed from the header team's registry first.
      test.setTimeout(300_000);
      relay = await faultRemote(REMOTE);
      server = await include.start(relay.url);
    });
    test.afterAll(async () => {
      await server?.stop();
      await relay?.close();
    });

    for (const { fault, title } of FAULTS) {
      test(`${title}: the page within ${include.deadlineMs} ms, whole, with its own header`, async () => {
        // First the remote as it should be: a page with the live header (and the page's server warm).
        await relay.set('whole');
        await expect.poll(async () => headerIn((await timedPage(server.url)).html, include)).toBe('live');
        // The page alone, at this moment: the quickest of as many asks, on the same path of processes.
        const aloneMs: number[] = [];
        for (let tries = 0; tries < TRIES; tries += 1) aloneMs.push((await timedPage(server.url)).firstByteMs);
        const floorMs = Math.round(Math.min(...aloneMs));
        await relay.set(fault);
        await new Promise((resolve) => setTimeout(resolve, include.noticeMs ?? 0));
        const pastDeadlineMs: number[] = [];
        for (let tries = 0; tries < TRIES; tries += 1) {
          const page = await timedPage(server.url);
          expect(page.status).toBe(200);
          expect(await headerIn(page.html, include)).toBe('own');
          pastDeadlineMs.push(Math.round(page.firstByteMs - include.deadlineMs));
        }
        // Kept with the result (the JSON reporter's annotations) for the record.
        test.info().annotations.push({
          type: 'first byte past the deadline',
          description: `${pastDeadlineMs.join(', ')} ms (the page alone: ${floorMs} ms)`,
        });
        // Every try: a server that remembers a failed include answers its next pages at once, so
        // the quickest alone would hide a first page that waited seconds.
        expect(Math.max(...pastDeadlineMs)).toBeLessThanOrEqual(LATE_MS);
        // The quickest within SLACK_MS of the deadline, past what the page alone took at the same moment:
        // a machine busy enough to hold each process on the path waiting for a core holds both alike.
        expect(Math.min(...pastDeadlineMs)).toBeLessThanOrEqual(SLACK_MS + floorMs);
      });
    }
  });
}
