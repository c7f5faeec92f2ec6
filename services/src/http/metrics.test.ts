import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { metricsAccess, startTracing, type Tracing } from '@grocer/server-telemetry';
import { InMemorySpanExporter, sampleOf, SpanKind } from '@grocer/server-telemetry/testing';
import { buildApp } from '../app.ts';
import { tracedDatabase } from '../db/traced-database.ts';
import { DEMO_SHOPPER } from '../seed/demo-accounts.ts';
import { describeEachDatabase, useDatabase } from '../testing/database-suite.ts';
import { pgliteTarget } from '../testing/test-database.ts';
import { bearer, signInAs, useTestApp } from '../testing/test-app.ts';

const DURATION = 'http_server_request_duration_seconds_count';

describeEachDatabase('GET /metrics', (target) => {
  const { app } = useTestApp(target);
  const scrape = async () => {
    const response = await app().inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('counts requests by route pattern and status, and refusals by the limit that was full', async () => {
    const before = await scrape();
    const { token } = await signInAs(app(), { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    for (const id of ['p-1', 'p-2', 'p-3'])
      await app().inject({ method: 'GET', url: `/v1/products/${id}`, headers: bearer(token) });
    // Past a client's 20 registrations in ten minutes (rate-limit-rules.ts), one is refused.
    const taken = { name: 'Sam Taken', email: DEMO_SHOPPER.email, password: 'another-pass-1' };
    for (let attempt = 0; attempt < 21; attempt += 1)
      await app().inject({ method: 'POST', url: '/v1/auth/register', payload: taken, remoteAddress: '203.0.113.77' });
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(moved(DURATION, { method: 'POST', route: '/v1/auth/sign-in', status_code: '200' })).toBe(1);
    // Three URLs, one series: the route's pattern, never the URL asked for.
    expect(moved(DURATION, { method: 'GET', route: '/v1/products/:productId' })).toBe(3);
    expect(after).not.toContain('p-1');
    expect(moved(DURATION, { route: '/v1/auth/register', status_code: '429' })).toBe(1);
    expect(moved('services_rate_limit_refusals_total', { limit: 'registrations' })).toBe(1);
    expect(moved('http_server_request_duration_seconds_bucket', { route: '/v1/auth/sign-in', le: '+Inf' })).toBe(1);
    // The process's own: event-loop delay and memory.
    expect(sampleOf(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    if (target.name === 'postgres') {
      expect(sampleOf(after, 'services_db_pool_max')).toBeGreaterThan(0);
      expect(sampleOf(after, 'services_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
      expect(after).toContain('services_db_pool_waiting ');
    }
  });
});

describe('who may read /metrics', () => {
  const db = useDatabase(pgliteTarget);
  const appWith = (env: Record<string, string>, production: boolean) =>
    buildApp({ db: db(), metrics: metricsAccess(env, production) });

  it('with METRICS_TOKEN, only a caller sending it as a bearer token', async () => {
    const app = await appWith({ METRICS_TOKEN: 'a-long-enough-metrics-token' }, true);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = bearer('a-long-enough-metrics-tokeX');
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(401);
    const right = bearer('a-long-enough-metrics-token');
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: right })).statusCode).toBe(200);
    await app.close();
  });

  it('in production without a token, nobody: there is no /metrics', async () => {
    const app = await appWith({}, true);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => metricsAccess({ METRICS_TOKEN: 'short' }, true)).toThrow(/at least 16/);
  });
});

describe('traces', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  beforeAll(async () => {
    // Requests come from 127.0.0.1, as the host's and the remote's servers do (TRACE_CONTEXT_FROM).
    tracing = await startTracing({
      serviceName: 'grocer-services',
      exporter,
      env: { TRACE_CONTEXT_FROM: '127.0.0.1' },
    });
  });
  afterAll(() => tracing.shutdown());
  // As openDatabase gives it to the services.
  const { db, app: quietApp } = useTestApp(pgliteTarget, { wrap: tracedDatabase });

  it("continue the caller's traceparent into every statement, and the request's log lines carry its id", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
    const app = await buildApp({ db: db(), logger: { level: 'info', stream } });
    const { token } = await signInAs(quietApp(), { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    exporter.reset();
    const response = await app.inject({
      method: 'GET',
      url: '/v1/shopping-context',
      headers: { ...bearer(token), traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(response.statusCode).toBe(200);
    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.kind === SpanKind.SERVER);
    expect(server?.name).toBe('GET /v1/shopping-context');
    expect(server?.parentSpanContext?.spanId).toBe(callerSpanId);
    const statements = spans.filter((span) => span.name.startsWith('db '));
    expect(statements.length).toBeGreaterThan(0);
    for (const span of spans) expect(span.spanContext().traceId).toBe(traceId);
    // Each statement hangs from the request's span, through any transaction between.
    const ids = new Map(spans.map((span) => [span.spanContext().spanId, span]));
    for (const statement of statements) {
      let up = statement;
      while (up !== server && up.parentSpanContext) up = ids.get(up.parentSpanContext.spanId) ?? fail(up.name);
      expect(up).toBe(server);
    }
    // The statement's text, never its values.
    expect(statements.map((span) => span.attributes['db.query.text']).join('\n')).not.toContain(token);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; traceId?: string });
    expect(logged.find((line) => line.msg === 'request')?.traceId).toBe(traceId);
    await app.close();
  });
});

function fail(name: string): never {
  throw new Error(`The span ${name} has a parent outside the trace`);
}
