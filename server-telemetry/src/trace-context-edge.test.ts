import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startTracing, traceRequests, type Tracing } from './index.ts';
import { InMemorySpanExporter, SpanKind } from './testing/index.ts';

/** A caller's W3C traceparent that asks for its trace to be sampled. */
const sampledParent = () => {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, header: `00-${traceId}-${spanId}-01` };
};

describe('a request’s trace context, at a server the internet reaches', () => {
  // A new one for each test: ending the tracing stops its exporter.
  let exporter = new InMemorySpanExporter();
  let tracing: Tracing | undefined;
  afterEach(async () => {
    await tracing?.shutdown();
    exporter = new InMemorySpanExporter();
  });

  /** A server with request spans, tracing with `env`, every exported span in `exporter`. */
  async function server(env: Record<string, string>) {
    tracing = await startTracing({ serviceName: 'edge-test', exporter, env });
    const app = Fastify();
    traceRequests(app);
    app.get('/page', async () => 'ok');
    await app.ready();
    return app;
  }
  const serverSpans = () => exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);

  it('does not let a stranger’s sampled flag choose what is exported', async () => {
    const app = await server({ OTEL_TRACES_SAMPLER_ARG: '0' });
    for (let request = 0; request < 20; request += 1) {
      const response = await app.inject({
        url: '/page',
        remoteAddress: '203.0.113.9',
        headers: { traceparent: sampledParent().header },
      });
      expect(response.statusCode).toBe(200);
    }
    await app.close();
    expect(serverSpans()).toHaveLength(0);
  });

  it('starts a stranger’s request on a trace of its own, keeping the caller’s as a link', async () => {
    const app = await server({});
    const caller = sampledParent();
    await app.inject({ url: '/page', remoteAddress: '2001:db8::9', headers: { traceparent: caller.header } });
    await app.close();
    const [span] = serverSpans();
    expect(span?.spanContext().traceId).not.toBe(caller.traceId);
    expect(span?.parentSpanContext).toBeUndefined();
    expect(span?.links.map((link) => link.context)).toEqual([
      expect.objectContaining({ traceId: caller.traceId, spanId: caller.spanId }),
    ]);
  });

  it('continues the trace of one of its own servers (TRACE_CONTEXT_FROM), as that server sampled it', async () => {
    const app = await server({ OTEL_TRACES_SAMPLER_ARG: '0', TRACE_CONTEXT_FROM: '10.0.0.0/8, ::1' });
    const caller = sampledParent();
    await app.inject({ url: '/page', remoteAddress: '10.1.2.3', headers: { traceparent: caller.header } });
    await app.inject({ url: '/page', remoteAddress: '11.1.2.3', headers: { traceparent: sampledParent().header } });
    await app.close();
    const spans = serverSpans();
    expect(spans).toHaveLength(1);
    expect(spans[0]?.spanContext().traceId).toBe(caller.traceId);
    expect(spans[0]?.parentSpanContext?.spanId).toBe(caller.spanId);
  });

  it('refuses to start with a TRACE_CONTEXT_FROM that is not addresses and ranges', async () => {
    for (const value of ['host.internal', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129']) {
      await expect(
        startTracing({ serviceName: 'edge-test', exporter, env: { TRACE_CONTEXT_FROM: value } }),
      ).rejects.toThrow(/TRACE_CONTEXT_FROM/);
    }
  });
});
