import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTraceId, inSpan, startTracing, tracedFetch, type Tracing } from './index.ts';
import { InMemorySpanExporter, sampleOf, SpanKind } from './testing/index.ts';

describe('tracedFetch', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  beforeAll(async () => {
    tracing = await startTracing({ serviceName: 'test', exporter });
  });
  afterAll(() => tracing.shutdown());

  it('sends the active trace on as a W3C traceparent, from a client span of its own', async () => {
    const sent: Request[] = [];
    const fetch = tracedFetch(async (input) => {
      sent.push(input as Request);
      return new Response('{}', { status: 200 });
    });
    const traceId = await inSpan('page', {}, async () => {
      // A Request with a body, as ky passes it, keeps its method, headers and body.
      await fetch(new Request('http://services.test/v1/x?q=secret', { method: 'POST', body: '{"a":1}' }));
      return currentTraceId();
    });
    const [request] = sent;
    expect(await request?.text()).toBe('{"a":1}');
    const client = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.CLIENT);
    expect(request?.headers.get('traceparent')).toBe(`00-${traceId}-${client?.spanContext().spanId}-01`);
    // The path, never the query (it may hold what a shopper searched for).
    expect(client?.attributes['url.path']).toBe('/v1/x');
    expect(JSON.stringify(client?.attributes)).not.toContain('secret');
  });
});

describe('sampleOf', () => {
  it('adds up the series whose labels include the ones asked for', () => {
    const text = 'a_total{route="/x",code="200"} 2\na_total{route="/x",code="500"} 1\na_total{route="/y"} 7\nb 4\n';
    expect(sampleOf(text, 'a_total', { route: '/x' })).toBe(3);
    expect(sampleOf(text, 'b')).toBe(4);
    expect(sampleOf(text, 'c')).toBe(0);
  });
});
