/**
 * A stand-in OpenTelemetry collector for the suite: it takes OTLP/HTTP JSON exports at
 * POST /v1/traces from the host, the remote and the services (started with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing here), keeps the last spans, and answers
 * GET /spans?traceId=… with one trace's spans, flattened (?linkedTo=… with the traces linked to one). Usage: node otlp-receiver.ts <port>
 */
import http from 'node:http';

type Attribute = { key: string; value: { stringValue?: string; intValue?: string | number } };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Attribute[];
  links?: { traceId: string; spanId: string }[];
};
type Export = {
  resourceSpans?: { resource?: { attributes?: Attribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
};

/** Enough for many page loads; older spans go first. */
const MAX_SPANS = 20_000;
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const port = Number(process.argv[2] ?? 6111);
const spans: (OtlpSpan & { service: string })[] = [];

const valueOf = (attributes: Attribute[] | undefined, key: string) =>
  attributes?.find((attribute) => attribute.key === key)?.value.stringValue;

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    if (url.pathname === '/health') return void response.end('ok');
    if (request.method === 'GET' && url.pathname === '/spans') {
      // The trace asked for, or (linkedTo) every trace with a span linked to it: a server starts its
      // own trace for a stranger's request and keeps the stranger's as a link.
      const linkedTo = url.searchParams.get('linkedTo');
      const traceIds = new Set(
        linkedTo === null
          ? [url.searchParams.get('traceId')]
          : spans.filter((span) => span.links?.some((link) => link.traceId === linkedTo)).map((span) => span.traceId),
      );
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify(spans.filter((span) => traceIds.has(span.traceId))));
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/traces') return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return void response.writeHead(413).end();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Export;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = valueOf(resourceSpans.resource?.attributes, 'service.name') ?? 'unknown';
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) spans.push({ ...span, service });
        }
      }
      spans.splice(0, Math.max(0, spans.length - MAX_SPANS));
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
  })
  .listen(port, '127.0.0.1');
