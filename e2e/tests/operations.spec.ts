import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { sampleOf } from '@grocer/server-telemetry/testing';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * The three servers' metrics move with a signed-in page load, and that page load is one
 * trace from the host's render through the services' calls into their statements (decision 041),
 * started by the host and linked to the trace the request came with (decision 048).
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

type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  service: string;
  links?: { traceId: string; spanId: string }[];
};

test("a signed-in page load moves every server's metrics and is one trace of the host's from its render into the services' statements", async ({
  page,
  context,
}) => {
  const signIn = await context.request.post(`${servers.services}/v1/auth/sign-in`, {
    data: { email: 'shopper@example.com', password: 'groceries' },
  });
  expect(signIn.status()).toBe(200);
  const before = await scrapeAll(context.request);

  // The page request alone carries a trace of the test's own, sampled, as a stranger's (or a load balancer's) would.
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
        spans = (await (await context.request.get(`${receiver}/spans?linkedTo=${traceId}`)).json()) as ReceivedSpan[];
        // Each server exports on its own: wait for the host's page span and the services' statements.
        return (
          spans.some((span) => span.service === 'grocer-services' && span.name.startsWith('db ')) &&
          spans.some((span) => span.links?.some((link) => link.spanId === callerSpanId))
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
  // One trace, the host's own: every span's parent is in it, but the host's page span, which has none
  // and keeps the caller's as a link.
  expect(new Set(spans.map((span) => span.traceId)).size).toBe(1);
  expect(spans.some((span) => span.traceId === traceId)).toBe(false);
  for (const span of spans) {
    if (span.parentSpanId === undefined || span.parentSpanId === '') {
      expect(span.service).toBe('grocer-shell-host');
      expect(span.links).toEqual([expect.objectContaining({ traceId, spanId: callerSpanId })]);
    } else expect(byId.has(span.parentSpanId), `${span.name}'s parent`).toBe(true);
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
