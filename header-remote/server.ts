/**
 * Serves the built remote (dist/) from its own origin (http/serve-build.ts). Page teams' hosts fetch
 * mf-manifest.json cross-origin, so responses carry CORS headers.
 * dist/server/remoteEntry.js is the server build, which hosts' servers load
 * to render the header into their pages (decision 016); they send HEADER_SERVER_BUILD_TOKEN
 * for it (decision 045). Over https when TLS_CERT_FILE and TLS_KEY_FILE are set.
 */
import { declaredProduction } from './http/production-react.ts';
import path from 'node:path';
import Fastify from 'fastify';
import { metricsAccess, serveMetrics, startTracing, traceRequests } from '@grocer/server-telemetry';
import { fragmentRoute } from './http/fragment-route.ts';
import { serveBuild } from './http/serve-build.ts';
import { serverBuildToken } from './http/server-build-token.ts';
import { tlsOptions } from './http/tls-options.ts';

const port = Number(process.env.REMOTE_PORT ?? 3001);
const host = process.env.REMOTE_HOST ?? '127.0.0.1';
// REMOTE_DIST serves another build: a test swaps a release under a running host this way.
const root = process.env.REMOTE_DIST ?? path.join(import.meta.dirname, 'dist');
const tls = tlsOptions(process.env);
const scheme = tls ? 'https' : 'http';

// Every request continues its caller's trace; the fragment's services calls carry it on (decision 041).
const tracing = await startTracing({ serviceName: 'grocer-header-remote' });
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, https: tls ?? null });
traceRequests(app);
// METRICS_TOKEN: /metrics needs it as a bearer token; without it, /metrics is off in production (docs/production.md).
serveMetrics(app, metricsAccess(process.env, declaredProduction));
app.addHook('onSend', async (_request, reply) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('timing-allow-origin', '*');
  // Other origins' pages load these scripts, so they must be readable cross-origin
  // (and under a page's Cross-Origin-Embedder-Policy); nothing here is private.
  reply.header('cross-origin-resource-policy', 'cross-origin');
  // A script is run only if it is served as one: no file here can be sniffed into another type.
  reply.header('x-content-type-options', 'nosniff');
});
// The published types (@mf-types.d.ts, and any .d.ts) are text; by their extension they went out as video/mp2t.
app.addHook('onSend', async (request, reply) => {
  if (reply.statusCode < 300 && request.url.split('?', 1)[0]?.endsWith('.d.ts'))
    reply.header('content-type', 'text/plain; charset=utf-8');
});
await serveBuild(app, {
  root,
  production: declaredProduction,
  serverBuildToken: serverBuildToken(process.env, declaredProduction, (message) => app.log.warn(message)),
});
app.get('/health', async () => ({ status: 'ok' }));
// The rendered header as an HTML fragment, for pages in any stack.
/**
 * What the fragment's services calls may take in all (HEADER_SERVICES_BUDGET_MS, as the host reads it:
 * 150 ms by default); past the budget and 150 ms more, the fragment answers 503 and the page shows its own.
 */
const budgetMs = Number(process.env.HEADER_SERVICES_BUDGET_MS ?? 150);
const fragments = await fragmentRoute(app, {
  budgetMs,
  deadlineMs: budgetMs + 150,
  distDir: root,
  publicUrl: process.env.REMOTE_PUBLIC_URL ?? `${scheme}://localhost:${port}/`,
  servicesUrl: process.env.SERVICES_URL ?? `http://localhost:${process.env.SERVICES_PORT ?? 4000}`,
});

await app.listen({ port, host });
await fragments.warm();
console.log(`header remote: ${scheme}://localhost:${port}/mf-manifest.json`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => tracing.shutdown()));
