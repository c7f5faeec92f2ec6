import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { sampleOf } from '@grocer/server-telemetry/testing';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * Issue 38: the three servers' metrics move with a signed-in page load, and that page load is one
 * trace from the host's render through the services' calls into their statements (decision 041).
 */
const servers = {
  host: `http://localhost:${E2E_PORTS.host}`,
  remote: `http://localhost:${E2E_PORTS.remote}`,
  services: `http://localhost:${E2E_PORTS.services}`,
};
const receiver = `http://127.0.0.1:${E2E_PORTS.otlp}`;

type Scrapes = Record<keyof typeof servers, string>;

async function scrapeAll(request: APIRequestContext): Promise<Scrapes> {
  const entries = await Promise.all(
    Object.entries(servers).map(async ([name, origin]) => {
      const response = await request.get(`${origin}/metrics`);
      expect(response.status(), name).toBe(200);
      return [name, await response.text()] as const;
    }),
  );
  return Object.fromEntries(entries) as Scrapes;
}

type ReceivedSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; service: string };

test("a signed-in page load moves every server's metrics and is one trace from the host's render into the services' statements", async ({
  page,
  context,
}) => {
  const signIn = await context.request.post(`${servers.services}/v1/auth/sign-in`, {
    data: { email: 'shopper@example.com', password: 'groceries' },
  });
  expect(signIn.status()).toBe(200);
  const before = await scrapeAll(context.request);

  // The page request alone carries a trace of the test's own, as a load balancer's would.
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  await page.route(`${servers.host}/ecom/shop/trolley`, (route) =>
    route.continue({ headers: { ...route.request().headers(), traceparent: `00-${traceId}-${callerSpanId}-01` } }),
  );
  await page.goto('/ecom/shop/trolley');
  await expect(page.getByRole('banner').getByRole('button', { name: /My account/ })).toBeVisible();

  const after = await scrapeAll(context.request);
  const moved = (server: keyof Scrapes, name: string, labels: Record<string, string> = {}) =>
    sampleOf(after[server], name, labels) - sampleOf(before[server], name, labels);
  const duration = 'http_server_request_duration_seconds_count';
  expect(moved('host', duration, { route: '/*', status_code: '200' })).toBeGreaterThan(0);
  expect(moved('host', 'header_server_render_duration_seconds_count', { outcome: 'rendered' })).toBeGreaterThan(0);
  expect(sampleOf(after.host, 'header_release_info')).toBe(1);
  expect(moved('services', duration, { route: '/v1/header-state', status_code: '200' })).toBeGreaterThan(0);
  // The browser fetched the remote's files (the header's code and styles) from its server.
  expect(moved('remote', duration, { method: 'GET' })).toBeGreaterThan(0);

  // Exported in batches every 100 ms (OTEL_BSP_SCHEDULE_DELAY in support/servers.ts).
  let spans: ReceivedSpan[] = [];
  await expect
    .poll(
      async () => {
        spans = (await (await context.request.get(`${receiver}/spans?traceId=${traceId}`)).json()) as ReceivedSpan[];
        // Each server exports on its own: wait for the host's page span and the services' statements.
        return (
          spans.some((span) => span.service === 'grocer-services' && span.name.startsWith('db ')) &&
          spans.some((span) => span.parentSpanId === callerSpanId)
        );
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const ancestry = (span: ReceivedSpan): string[] => {
    const names = [`${span.service}: ${span.name}`];
    for (let up = byId.get(span.parentSpanId ?? ''); up; up = byId.get(up.parentSpanId ?? ''))
      names.push(`${up.service}: ${up.name}`);
    return names;
  };
  // One trace: every span's parent is in it, but the host's page span, whose parent is the caller's.
  for (const span of spans) {
    if (span.parentSpanId === callerSpanId) expect(span.service).toBe('grocer-shell-host');
    else expect(byId.has(span.parentSpanId ?? ''), `${span.name}'s parent`).toBe(true);
  }
  const headerStatement = spans.find(
    (span) => span.name.startsWith('db ') && ancestry(span).includes('grocer-services: GET /v1/header-state'),
  );
  expect(headerStatement && ancestry(headerStatement)).toEqual(
    expect.arrayContaining([
      'grocer-services: GET /v1/header-state',
      'grocer-shell-host: header server render',
      'grocer-shell-host: GET /*',
    ]),
  );
});

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
      const sent = await request.post(`${servers.services}/v1/vitals`, {
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
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
