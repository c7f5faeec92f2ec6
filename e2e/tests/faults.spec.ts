import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { HEADER_STATE_SCRIPT_ATTRIBUTE } from '@grocer/shared-contracts/domain';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { E2E_PORTS, startServer, stopServer, type Ports } from '../support/servers.ts';
import { signedRemote } from '../support/signed-remote.ts';

/**
 * Faults under a running site: the services stall (SIGSTOP) or die (SIGKILL) under a running site. Every page still
 * comes, without the parts the services give; once they answer again the header is whole again,
 * on the next page and in a page already open, with no restart of the host. Its own services and
 * host (the suite's remote), so stopping them touches no other spec; the host keeps the
 * production budget (150 ms for the services, the page sent by 300 ms).
 */
const ports: Ports = { services: 4150, remote: E2E_PORTS.remote, host: 3250 };
const hostUrl = `http://localhost:${ports.host}`;
const servicesUrl = `http://localhost:${ports.services}`;
const SHOPPER = { email: 'booked@example.com', password: 'groceries' };

let services: ChildProcess | undefined;
let host: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Each kept as soon as it answers, so one that started is stopped after even when the other did not.
  await Promise.all([
    startServer('services', ports).then((started) => (services = started)),
    startServer('host', ports, { HEADER_SERVICES_BUDGET_MS: '150' }).then((started) => (host = started)),
  ]);
});
test.afterAll(async () => {
  services?.kill('SIGCONT');
  if (services) await stopServer(services);
  if (host) await stopServer(host);
});

/** The session's cookies, as the browser would send them to the host. */
async function signInCookie(): Promise<string> {
  const response = await fetch(`${servicesUrl}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SHOPPER),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * `/ecom` with the shopper's cookies: its status, whether the server's header is in it and
 * complete, and whether the page's own body is. A page that hangs fails the fetch after 5 s, far
 * past the host's 300 ms render deadline; how long it took is noted on the test, not judged.
 */
async function ecomPage(cookie: string, note: string) {
  const started = performance.now();
  const response = await fetch(`${hostUrl}/ecom`, { headers: { cookie }, signal: AbortSignal.timeout(5_000) });
  const html = await response.text();
  test
    .info()
    .annotations.push({ type: 'first page', description: `${note}: ${Math.round(performance.now() - started)} ms` });
  const json = new RegExp(`<script type="application/json" ${HEADER_STATE_SCRIPT_ATTRIBUTE}="">(.*?)</script>`).exec(
    html,
  )?.[1];
  const state = json === undefined ? undefined : (JSON.parse(json) as { state: { complete: boolean } }).state;
  return { status: response.status, complete: state?.complete, body: html.includes('<main id="main-content"') };
}

/**
 * The page came whole, without what the services give: the server's header as it was at the budget
 * (not complete), or, when rendering that took past the page's deadline (150 ms after the budget,
 * which a two-core machine at load 10 can spend on the render alone), no server header at all, the
 * browser drawing it. Both are the degraded page the spec names; a hung or failed page is neither.
 */
const withoutServices = (page: Awaited<ReturnType<typeof ecomPage>>) =>
  page.status === 200 && page.body && page.complete !== true;

test('stalled, then killed: every page still comes, and the header is whole again once the services answer', async () => {
  test.setTimeout(120_000);
  const running = services;
  if (!running) throw new Error('the services did not start');
  let cookie = await signInCookie();
  // On a loaded machine one page can miss the 150 ms budget: a complete one comes within a few.
  await expect
    .poll(async () => await ecomPage(cookie, 'services up'))
    .toEqual({ status: 200, complete: true, body: true });

  running.kill('SIGSTOP');
  try {
    expect(withoutServices(await ecomPage(cookie, 'services stalled'))).toBe(true);
  } finally {
    running.kill('SIGCONT');
  }
  await expect.poll(async () => (await ecomPage(cookie, 'services resumed')).complete).toBe(true);

  const exited = once(running, 'exit');
  running.kill('SIGKILL');
  await exited;
  expect(withoutServices(await ecomPage(cookie, 'services gone'))).toBe(true);

  services = await startServer('services', ports);
  // A new services process on a fresh database: the old session is unknown there, so sign in again.
  cookie = await signInCookie();
  await expect
    .poll(async () => (await ecomPage(cookie, 'services back')).complete)
    .toBe(true)
    .catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message}\nThe host's header counters:\n${await headerCounters()}`);
    });
});

/**
 * Why the host sent its own header, as it counts it (its fallbacks by reason, releases refused,
 * workers stopped): what a failure has to say, since the host's log is not kept.
 */
async function headerCounters(): Promise<string> {
  const scrape = await fetch(`${hostUrl}/metrics`).then(
    (response) => response.text(),
    (error: unknown) => `no /metrics: ${String(error)}`,
  );
  return scrape
    .split('\n')
    .filter((line) => /^header_(server_fallbacks|release_refusals|render_workers_stopped|services_budget)/.test(line))
    .join('\n');
}

test('a page opened while the services are stalled completes its header by itself when they answer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const running = services;
  if (!running) throw new Error('the services did not start');
  const signedIn = await page.request.post(`${servicesUrl}/v1/auth/sign-in`, { data: SHOPPER });
  expect(signedIn.status()).toBe(200);

  running.kill('SIGSTOP');
  try {
    await page.goto(`${hostUrl}/ecom`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Fernleaf groceries' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search groceries' })).toBeVisible();
    // Without the services the header cannot know the trolley's total yet.
    await expect(page.locator('#header-slot')).not.toContainText(/£\d+\.\d\d/);
  } finally {
    running.kill('SIGCONT');
  }
  await expect(page.locator('#header-slot')).toContainText(/£\d+\.\d\d/, { timeout: 30_000 });
});

test.describe('the remote killed while the site serves', () => {
  // While the remote is down the page's script cannot load, so nothing waits for it to hydrate.
  test.use({ wakeHeader: false });
  const remotePorts: Ports = { services: E2E_PORTS.services, remote: 3261, host: 3260 };
  const pageUrl = `http://localhost:${remotePorts.host}/ecom`;

  test("pages get the host's own header while the remote is down, not one whose script cannot load, and the remote's again when it is back", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    let remote = await startServer('remote', remotePorts);
    const remoteHost = await startServer('host', remotePorts);
    try {
      const serverHeader = async () => {
        const response = await fetch(pageUrl, { signal: AbortSignal.timeout(5_000) });
        const html = await response.text();
        return {
          status: response.status,
          header: html.includes('data-header-ssr')
            ? 'remote'
            : html.includes('data-shell-fallback=""')
              ? 'own'
              : 'none',
        };
      };
      // A host just started may serve its first pages before the release has loaded on a busy machine.
      await expect.poll(serverHeader, { timeout: 60_000 }).toEqual({ status: 200, header: 'remote' });

      const exited = once(remote, 'exit');
      remote.kill('SIGKILL');
      await exited;
      // The host's release is not used once its check of the remote (every 2 s) finds nothing there.
      await expect.poll(serverHeader, { timeout: 10_000 }).toEqual({ status: 200, header: 'own' });
      // In the browser the host's own header is there to read and use, in the first HTML.
      await page.goto(pageUrl);
      await expect(page.locator('[data-shell-fallback]')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();

      remote = await startServer('remote', remotePorts);
      await expect.poll(serverHeader, { timeout: 10_000 }).toEqual({ status: 200, header: 'remote' });
      await page.goto(pageUrl);
      await waitForHydratedHeader(page);
      // Hydrated from the remote that came back: the search box answers with suggestions, which only the script does.
      await page.getByRole('combobox', { name: 'Search groceries' }).fill('mil');
      await expect(page.getByRole('listbox')).toBeVisible();
    } finally {
      await stopServer(remote);
      await stopServer(remoteHost);
    }
  });
});

// A genuine release, signed and proven, whose render burns the CPU: the host renders in a worker it can stop (decision 054).
test.describe('a signed release whose render burns the CPU', () => {
  /** 3 s of CPU for a page whose cookie asks for it; any other page's header at once. */
  const BURNS = `async (request) => {
    if (request.cookie === 'burn=1') {
      const until = Date.now() + 3000;
      while (Date.now() < until);
    }
    return { html: '<p>a header</p>', stateJson: '{}', complete: true };
  }`;

  test("holds no page past the deadline: that page gets the host's own header, the host answers beside it, and the next page has the remote's", async () => {
    test.setTimeout(60_000);
    const remote = await signedRemote(BURNS);
    const ports: Ports = { services: E2E_PORTS.services, remote: Number(new URL(remote.manifestUrl).port), host: 3270 };
    const host = await startServer('host', ports, {
      HEADER_MANIFEST_URL: remote.manifestUrl,
      HEADER_SERVICES_BUDGET_MS: '150',
    });
    const hostUrl = `http://localhost:${ports.host}`;
    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, ms: performance.now() - started };
    };
    const page = async (cookie?: string) => {
      const response = await fetch(`${hostUrl}/ecom`, {
        headers: cookie ? { cookie } : {},
        signal: AbortSignal.timeout(10_000),
      });
      const html = await response.text();
      return html.includes('data-header-ssr') ? 'remote' : html.includes('data-shell-fallback') ? 'own' : 'none';
    };
    try {
      await expect.poll(() => page()).toBe('remote');
      const [burning, health] = await Promise.all([
        timed(() => page('burn=1')),
        // Asked while that render burns.
        new Promise((resolve) => setTimeout(resolve, 100)).then(() => timed(() => fetch(`${hostUrl}/health`))),
      ]);
      test.info().annotations.push({
        type: 'timings',
        description: `burning page ${Math.round(burning.ms)} ms, /health beside it ${Math.round(health.ms)} ms`,
      });
      expect(burning.result).toBe('own');
      // The deadline (300 ms), not the render's 3 s, with room for a loaded machine.
      expect(burning.ms).toBeLessThan(1500);
      expect(health.ms).toBeLessThan(1000);
      // The held worker was replaced.
      await expect.poll(() => page()).toBe('remote');
    } finally {
      await stopServer(host);
      await remote.close();
    }
  });
});
