import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { CONTRACT_VERSION, type VitalsBatch } from '@grocer/shared-contracts';
import type { VitalsSummary } from '@grocer/shared-contracts/domain';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * Decision 042: the header measures what it costs the page and beacons it to the
 * services as the page hides, only with the shopper's analytics consent; the summary and the support
 * page show it, and what its boundaries catch is counted.
 */
const hostUrl = `http://localhost:${E2E_PORTS.host}`;
const servicesUrl = `http://localhost:${E2E_PORTS.services}`;

const BEACONS_KEY = 'e2e-vitals-beacons';

/**
 * Keeps each vitals beacon's body in the tab's sessionStorage (which outlives the page that sends
 * it, as a beacon does) before it is sent as ever: the browser sends beacons as a page goes, where
 * the test cannot watch the request itself. Whether they arrived, the services' summary says.
 */
async function keepBeacons(context: BrowserContext) {
  await context.addInitScript((key) => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (String(url).endsWith('/v1/vitals')) {
        const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        sessionStorage.setItem(key, JSON.stringify([...kept, JSON.parse(String(body))]));
      }
      return send(url, body);
    };
  }, BEACONS_KEY);
}

const beaconsSent = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as VitalsBatch[], BEACONS_KEY);

/** The shopper's choice, as the site's consent banner writes it (docs/decisions/009-consent-cookies.md). */
async function choose(context: BrowserContext, choice: 'accepted' | 'rejected') {
  await context.addCookies([{ name: 'cookie_consent', value: choice, url: hostUrl }]);
}

/** The header's web-vitals chunk has arrived: from then on LCP and CLS are observed. */
async function vitalsChunkLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /\/header-vitals\.\w+\.js$/.test(entry.name)),
  );
}

async function summary(request: APIRequestContext): Promise<VitalsSummary> {
  const signIn = await request.post(`${servicesUrl}/v1/auth/sign-in`, {
    data: { email: 'support@example.com', password: 'support' },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const response = await request.get(`${servicesUrl}/v1/admin/vitals/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as VitalsSummary;
}

type Where = { readonly release: string; readonly host: string; readonly pageType: string };
const at = (where: Where) => (row: Where) =>
  row.release === where.release && row.host === where.host && row.pageType === where.pageType;
const countOf = (data: VitalsSummary, where: Where, kind: string) =>
  data.events.filter((row) => at(where)(row) && row.kind === kind).reduce((sum, row) => sum + row.count, 0);
const measuredOf = (data: VitalsSummary, where: Where, metric: string) =>
  data.p75.filter((row) => at(where)(row) && row.metric === metric).reduce((sum, row) => sum + row.count, 0);

test('with analytics consent, a page load beacons the header’s vitals as the page hides, and the summary and the support page show them', async ({
  page,
  context,
  request,
}) => {
  await choose(context, 'accepted');
  await keepBeacons(context);
  await page.goto('/ecom');
  await expect.poll(() => vitalsChunkLoaded(page)).toBe(true);
  // A press on one of the header's controls.
  await page.getByRole('banner').getByRole('combobox', { name: 'Search groceries' }).click();

  await page.goto('/ecom/shop/trolley');
  const batches = await beaconsSent(page);
  const [batch] = batches;
  expect(batch).toMatchObject({ host: 'shell-host', pageType: 'home', contractVersion: CONTRACT_VERSION });
  // As the page hid: on visibilitychange, and anything the library reported later on pagehide.
  const vitals = batches.flatMap((sent) => sent.vitals);
  expect(vitals.map((vital) => vital.metric)).toEqual(expect.arrayContaining(['LCP', 'CLS', 'hydration']));
  for (const vital of vitals) {
    // An INP, when the press was slow enough to count, names the control it was on and nothing else.
    if (vital.metric === 'INP' && vital.fromHeader) expect(vital.control).toBe('combobox:search-groceries');
  }
  expect(batches.flatMap((sent) => sent.events)).toEqual([]);

  const where = { release: batch?.release ?? '', host: 'shell-host', pageType: 'home' };
  await expect.poll(async () => measuredOf(await summary(request), where, 'hydration')).toBeGreaterThan(0);
  expect(measuredOf(await summary(request), where, 'LCP')).toBeGreaterThan(0);

  await page.goto('/admin/vitals');
  const form = page.getByRole('form', { name: 'Support sign-in' });
  await form.getByLabel('Email address').fill('support@example.com');
  await form.getByLabel('Password').fill('support');
  await form.getByRole('button', { name: 'Sign in' }).click();
  const hydration = page.getByRole('region', { name: 'Time to hydrate the header' });
  const table = hydration.getByRole('table');
  await expect(table.getByRole('columnheader', { name: where.release })).toBeVisible();
  const releases = await table.getByRole('columnheader').allTextContents();
  const column = releases.indexOf(where.release);
  expect(column, `${where.release} among ${releases.join(', ')}`).toBeGreaterThan(0);
  await expect(
    table
      .getByRole('row', { name: /shell-host \/ home/ })
      .getByRole('cell')
      .nth(column - 1),
  ).toHaveText(/ms \(\d+\)/);
});

test('without analytics consent, the header sends nothing and does not even load the library', async ({
  page,
  context,
  request,
}) => {
  await choose(context, 'rejected');
  await keepBeacons(context);
  await page.goto('/ecom/help-information/customer-service');
  await page.getByRole('banner').getByRole('combobox', { name: 'Search groceries' }).click();
  // The live header would ask for the library at the page's first idle moment; the next page is hidden the same way.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  expect(await vitalsChunkLoaded(page)).toBe(false);
  await page.goto('/ecom/shop/trolley');
  await page.goto('/ecom/shop/search?searchTerm=milk');
  expect(await beaconsSent(page)).toEqual([]);
  const data = await summary(request);
  expect(data.p75.filter((row) => row.pageType === 'help-information')).toEqual([]);
});

test('a header render error and a remote outage each count in the summary', async ({ page, context, request }) => {
  const signIn = await context.request.post(`${servicesUrl}/v1/auth/sign-in`, {
    data: { email: 'booked@example.com', password: 'groceries' },
  });
  expect(signIn.status()).toBe(200);
  await choose(context, 'accepted');
  // The remote's server stops answering for the Groceries menu's code: what an outage looks like to a live header.
  await page.route('**/mega-menu.*.js', (route) => route.abort('connectionrefused'));
  await keepBeacons(context);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[shell] header event header_error')) problems.push(message.text());
  });

  await page.goto('/ecom/shop/trolley');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Groceries' }).click();
  await expect.poll(() => problems.some((text) => text.includes('mega_menu_failed'))).toBe(true);

  // Dates stop formatting in this page (a browser bug, say): the booked slot throws as it renders again.
  await page.evaluate(() => {
    Intl.DateTimeFormat.prototype.formatToParts = () => {
      throw new Error('e2e: no dates today');
    };
  });
  await banner.getByRole('button', { name: /slot:/i }).click();
  await expect.poll(() => problems.some((text) => text.includes('slot_failed'))).toBe(true);

  await page.goto('/ecom');
  const batches = await beaconsSent(page);
  const events = batches.flatMap((batch) => batch.events);
  expect(events).toEqual(
    expect.arrayContaining([
      { kind: 'remote_load_failure', component: 'mega-menu' },
      {
        kind: 'render_error',
        component: 'slot',
        message: expect.stringContaining('no dates today') as unknown as string,
      },
    ]),
  );

  const where = { release: batches[0]?.release ?? '', host: 'shell-host', pageType: 'trolley' };
  // This test's page type alone, in this run's fresh database: what it caused, each at least once.
  const counted = async () => {
    const data = await summary(request);
    return countOf(data, where, 'render_error') >= 1 && countOf(data, where, 'remote_load_failure') >= 1;
  };
  await expect.poll(counted).toBe(true);
  const data = await summary(request);
  expect(countOf(data, where, 'fallback')).toBe(0);
});

test.describe('with the remote out of reach', () => {
  // The header never goes live: the page is read as it loads.
  test.use({ wakeHeader: false });

  test('a remote that cannot be reached as the page loads is counted by the host, with no release', async ({
    page,
    context,
    request,
  }) => {
    await choose(context, 'accepted');
    // The page comes with the server's header; the browser cannot reach the remote's files.
    await page.route(`http://localhost:${E2E_PORTS.remote}/**`, (route) => route.abort('connectionrefused'));
    const warned = page.waitForEvent('console', (message) => message.text().includes('[header-loader] No header yet'));

    await page.goto('/ecom/loyalty');
    await warned;

    // The server's header stays (no fallback shown); the failure to load it is counted.
    const where = { release: 'unavailable', host: 'shell-host', pageType: 'loyalty' };
    await expect.poll(async () => countOf(await summary(request), where, 'remote_load_failure')).toBeGreaterThan(0);
    expect(countOf(await summary(request), where, 'fallback')).toBe(0);
  });
});

test('another site’s page cannot have its visitors’ browsers beacon vitals: each is refused, and counted', async ({
  page,
  request,
}) => {
  // Another site, as a browser sees one: an origin of its own, on loopback like the rest of the suite.
  const elsewhere = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Elsewhere</title>');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.2', resolve));
  const { port } = elsewhere.address() as AddressInfo;
  const refusedAsElsewhere = async () =>
    (await summary(request)).refused.find((row) => row.beacon === 'vitals' && row.reason === 'not-our-page')?.count ??
    0;
  try {
    const before = await refusedAsElsewhere();
    await page.goto(`http://127.0.0.2:${port}/`);
    const release = `e2e-elsewhere-${Date.now().toString(36)}`;
    const batch = {
      host: 'shell-host',
      pageType: 'browse',
      release,
      contractVersion: CONTRACT_VERSION,
      vitals: [{ metric: 'LCP', value: 60_000, fromHeader: false }],
      events: [],
    };
    const queued = await page.evaluate(([url, body]) => navigator.sendBeacon(url, body), [
      `${servicesUrl}/v1/vitals`,
      JSON.stringify(batch),
    ] as const);
    expect(queued).toBe(true);
    await expect.poll(refusedAsElsewhere).toBeGreaterThan(before);
    expect((await summary(request)).releases).not.toContain(release);
  } finally {
    elsewhere.close();
  }
});

// Last in this file, so its two releases are the newest the summary has (this file's own tests sent the others),
// shown last as the summary shows releases oldest first.
test('a support user reads the header’s vitals over the last releases, each chart marking “good”', async ({
  page,
  request,
}) => {
  // Batches as the header sends them on page hide (sendBeacon's text/plain), from releases of this run's own.
  const run = Date.now().toString(36);
  const releases = [`e2e-${run}-a`, `e2e-${run}-b`];
  for (const [index, release] of releases.entries()) {
    for (const lcp of [1200, 1800, 2400, 3000]) {
      const batch = {
        host: 'shell-host',
        pageType: 'browse',
        release,
        contractVersion: '1.7.0',
        vitals: [
          { metric: 'LCP', value: lcp + index * 1000, fromHeader: false },
          { metric: 'INP', value: 120, fromHeader: true, control: 'search-box' },
        ],
        events: index === 1 ? [{ kind: 'fallback' }] : [],
      };
      const sent = await request.post(`${servicesUrl}/v1/vitals`, {
        // As from the site's page: the services take beacons only from its own origins.
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: hostUrl },
        data: JSON.stringify(batch),
      });
      expect(sent.status()).toBe(204);
    }
  }

  await page.goto('/admin/vitals');
  await expect(page.getByRole('heading', { level: 1, name: 'Header vitals' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Support sign-in' });
  await form.getByLabel('Email address').fill('support@example.com');
  await form.getByLabel('Password').fill('support');
  await form.getByRole('button', { name: 'Sign in' }).click();

  const lcp = page.getByRole('region', { name: 'Largest contentful paint (LCP)' });
  await expect(lcp.getByRole('img', { name: /good is at most 2,500 ms/ })).toBeVisible();
  const table = lcp.getByRole('table', { name: /good: at most 2,500 ms/ });
  // p75 of 1,200 to 3,000 ms is 2,550 ms, past good; the next release's, 1,000 ms later, 3,550 ms.
  const row = table.getByRole('row', { name: /shell-host \/ browse/ });
  await expect(row.getByRole('cell').nth(-2)).toHaveText('2,550 ms (4) (not good)');
  await expect(row.getByRole('cell').last()).toHaveText('3,550 ms (4) (not good)');
  await expect(page.getByRole('region', { name: 'Interaction to next paint (INP)' }).getByRole('table')).toContainText(
    '120 ms (4)',
  );
  await expect(
    page
      .getByRole('row', { name: /Fallback headers/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('4');
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
