/**
 * OpenTelemetry traces for one server process, by hand rather than by auto-instrumentation (no
 * require hooks, which ESM and Node's type stripping make fragile): a server span per request,
 * continuing the caller's W3C `traceparent` when the caller is one of ours (TRACE_CONTEXT_FROM),
 * else starting a trace of its own linked to it; a client span per outgoing fetch, which sends its own
 * `traceparent` on; a span per database statement (the services wrap their database). Spans are
 * exported over OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set;
 * otherwise they are not recorded at all, but the ids still flow, so every server's log lines for
 * one page load carry the same trace id (decision 041).
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  type SpanExporter,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BlockList, isIP, isIPv6 } from 'node:net';

export type TracingOptions = {
  /** `service.name` on every span (OTEL_SERVICE_NAME overrides it). */
  readonly serviceName: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Tests: every span to this exporter, at once, whatever the environment says. */
  readonly exporter?: SpanExporter;
};

export type Tracing = {
  /** Whether spans are recorded and exported (an endpoint is configured, or a test's exporter). */
  readonly exporting: boolean;
  /** Sends the spans still queued and unregisters the tracing (call before the process exits). */
  shutdown(): Promise<void>;
};

let started: Tracing | undefined;
let tracer: Tracer = trace.getTracer('grocer');
/** The callers whose trace context is continued (TRACE_CONTEXT_FROM): our own servers. */
let ownCallers = new BlockList();

/**
 * TRACE_CONTEXT_FROM: the addresses and CIDR ranges (comma-separated) of the servers whose
 * `traceparent` a request may continue, as `request.ip` gives them. Unset: nobody's. Anything
 * else stops the start.
 */
function ownCallersOf(value: string | undefined): BlockList {
  const list = new BlockList();
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(`TRACE_CONTEXT_FROM: not an address or CIDR range: ${entry.slice(0, 64)}`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/**
 * Registers the process's tracer provider, W3C propagator and async context (once: a second call
 * gets the first's). The OTLP exporter is imported only when configured, so a process that does
 * not export pays nothing for it at start.
 */
export async function startTracing({ serviceName, env = process.env, exporter }: TracingOptions): Promise<Tracing> {
  if (started) return started;
  const callers = ownCallersOf(env.TRACE_CONTEXT_FROM);
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const exporting = exporter !== undefined || (endpoint !== undefined && endpoint !== '');
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const processor = exporter
    ? new SimpleSpanProcessor({ exporter })
    : exporting
      ? new BatchSpanProcessor({
          exporter: new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter(),
          scheduledDelayMillis: Number(env.OTEL_BSP_SCHEDULE_DELAY) || 5000,
        })
      : undefined;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // Not exporting: no span is recorded, but each still gets its ids, which the logs and the next server see.
    sampler: exporting
      ? new ParentBasedSampler({
          root: new TraceIdRatioBasedSampler(Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1),
        })
      : new AlwaysOffSampler(),
    spanProcessors: processor ? [processor] : [],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer('grocer');
  ownCallers = callers;
  started = {
    exporting,
    async shutdown() {
      await provider.shutdown();
      // A test process goes on without it: the next test file starts from no tracing.
      trace.disable();
      context.disable();
      propagation.disable();
      tracer = trace.getTracer('grocer');
      ownCallers = new BlockList();
      started = undefined;
    },
  };
  return started;
}

/** The active trace's id, for a log line: undefined outside any span. */
export function currentTraceId(): string | undefined {
  const spanContext = trace.getSpan(context.active())?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** Runs `work` inside a span of its own (a child of the active one), ending it when `work` settles. */
export async function inSpan<T>(
  name: string,
  attributes: Record<string, string | number | boolean>,
  work: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

const requestSpans = new WeakMap<FastifyRequest, { span: Span; active: ReturnType<typeof context.active> }>();

/**
 * Whether `address` (a request's) is one of our own servers, whose trace context is continued. A
 * trace id and sampled flag from anyone else would let the internet choose which requests are
 * recorded and exported, whatever the sampling ratio, and join its spans to our traces.
 */
function isOwnCaller(address: string): boolean {
  return isIP(address) !== 0 && ownCallers.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * A server span for every request, named by the route's pattern; the handler runs inside it, and
 * the request's logger carries its trace id. A `traceparent` from one of our own servers
 * (TRACE_CONTEXT_FROM) makes it that trace's child; from anyone else it starts a trace of its own,
 * sampled by this server's ratio, with the caller's context kept as a link. Registered before the
 * routes, so each route's own hooks run inside it too.
 */
export function traceRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const incoming = propagation.extract(ROOT_CONTEXT, request.headers);
    const caller = trace.getSpanContext(incoming);
    const continued = caller !== undefined && isOwnCaller(request.ip);
    const parent = continued ? incoming : ROOT_CONTEXT;
    const route = request.routeOptions.url ?? 'unmatched';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': route },
        ...(caller && !continued ? { links: [{ context: caller }] } : {}),
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    requestSpans.set(request, { span, active });
    // Tracing not started (some tests): the ids are all zeros, which no log line should carry.
    if (trace.isSpanContextValid(span.spanContext())) {
      request.log = request.log.child({ traceId: span.spanContext().traceId });
    }
    context.with(active, done);
  });
  // A body is read between onRequest and the handler, on the socket's own async context: enter the span again.
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = requestSpans.get(request);
    if (entry) context.with(entry.active, done);
    else done();
  });
  app.addHook('onResponse', async (request, reply) => {
    const entry = requestSpans.get(request);
    if (!entry) return;
    entry.span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
    entry.span.end();
  });
}

/**
 * `fetch` with a client span per call and the W3C `traceparent` sent on, so the server called
 * continues the trace. Takes a Request or a URL, as ky and the host's own calls pass them.
 */
export function tracedFetch(fetchFn: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return inSpan(
      `${request.method} ${url.host}`,
      { 'http.request.method': request.method, 'server.address': url.host, 'url.path': url.pathname },
      async (span) => {
        propagation.inject(context.active(), request.headers, {
          set: (headers, key, value) => headers.set(key, value),
        });
        const response = await fetchFn(request);
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      },
      SpanKind.CLIENT,
    );
  };
}
