/**
 * Prometheus metrics for one server process: the process's own (memory, CPU, event-loop delay),
 * request durations by route, and whatever each server counts besides (its own module, on the
 * same registry). One registry per process: the metrics are module-level, so an app built twice
 * in one process (tests) adds to the same series.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

export const registry = client.register;
client.collectDefaultMetrics({ register: registry });

export { Counter, Gauge, Histogram } from 'prom-client';

/** Seconds; the 0.15 bucket is the header's services budget, 0.3 the host's render deadline. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.3, 0.5, 1, 2.5, 5];

const requestDuration = new client.Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Time from request to response, by method, route pattern (never the raw URL) and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
});

/** The shortest bearer token accepted for /metrics: anything shorter is a mistake worth refusing at start. */
const MIN_TOKEN_LENGTH = 16;

export class MetricsConfigError extends Error {}

/**
 * Who may read /metrics, from the environment: with METRICS_TOKEN, only a caller sending
 * `Authorization: Bearer <METRICS_TOKEN>`; without it, anyone outside production and nobody in
 * production (the route answers 404). Throws MetricsConfigError for a token too short to keep.
 */
export function metricsAccess(env: Readonly<Record<string, string | undefined>>, production: boolean): MetricsAccess {
  const token = env.METRICS_TOKEN;
  if (token === undefined || token === '') return production ? { kind: 'off' } : { kind: 'open' };
  if (token.length < MIN_TOKEN_LENGTH) {
    throw new MetricsConfigError(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
  }
  return { kind: 'token', token };
}

export type MetricsAccess = { readonly kind: 'open' | 'off' } | { readonly kind: 'token'; readonly token: string };

/**
 * Times every request into `http_server_request_duration_seconds` by its route's pattern
 * (`/v1/products/:id`, never the URL asked for: the label set stays bounded), and serves the
 * registry at GET /metrics as `access` allows. Requests no route matched count as `unmatched`.
 */
export function serveMetrics(app: FastifyInstance, access: MetricsAccess): void {
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  if (access.kind === 'off') return;
  const expected = access.kind === 'token' ? Buffer.from(`Bearer ${access.token}`) : undefined;
  app.get('/metrics', async (request, reply) => {
    if (expected !== undefined && !sameSecret(request.headers.authorization, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

function sameSecret(given: string | undefined, expected: Buffer): boolean {
  if (given === undefined) return false;
  const bytes = Buffer.from(given);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}
