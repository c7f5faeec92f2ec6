/**
 * Serves the built host (dist/) and its /ecom pages. Each page is the same
 * index.html with runtime configuration written into a JSON script tag, so
 * one build can point at any remote or services deployment, and with the
 * header (rendered by the remote's server build) and the page body (by the
 * host's own, dist/server/render-page.cjs) in its first HTML:
 *   HEADER_MANIFEST_URL (default http://localhost:3001/mf-manifest.json)
 *   SERVICES_URL        (default http://localhost:4000)
 *   CLIENT_LOGGING      ("true" turns on the header's console logging)
 *   SITE_ORIGIN         (default http(s)://localhost:<HOST_PORT>: the origin shoppers reach the pages at,
 *                        for the page URL in the header's state and links; never the request's Host)
 *   HEADER_RELEASE_PUBLIC_KEY (the keys the remote's releases are signed with; docs/production.md)
 *   HEADER_SERVER_BUILD_TOKEN (the credential the remote serves its server build to; required in production)
 *   TLS_CERT_FILE, TLS_KEY_FILE (PEM files: both set, the host serves https; one alone refuses to start)
 *   METRICS_TOKEN       (GET /metrics needs it as a bearer token; without it, /metrics is off in production)
 *   OTEL_EXPORTER_OTLP_ENDPOINT (traces exported over OTLP/HTTP; none without it: docs/operations.md)
 * Every page is sent with a nonce-based Content-Security-Policy whose origins
 * come from those URLs (src/server/page-security.ts, docs/content-security-policy.md).
 */
import { STARTED_NODE_ENV } from './src/server/production-react.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { metricsAccess, serveMetrics, startTracing, traceRequests, tracedFetch } from '@grocer/server-telemetry';
import { findPage } from './src/pages/routes.ts';
import { ShellConfig } from './src/app/shell-config.ts';
import { policyOrigins, securePages } from './src/server/page-security.ts';
import { headerPropsFor } from './src/app/header-props.ts';
import { pageSharesFrom, serverHeader } from '@grocer/header-loader/server';
import { headerMetrics } from './src/server/host-metrics.ts';
import { releaseKeys } from './src/server/release-trust.ts';
import { serverBuildToken } from './src/server/server-build-token.ts';
import { tlsOptions } from './src/server/tls-options.ts';
import { withHeader } from './src/server/page-header.ts';
import { loadPageRenderer, renderPageBody, withPageBody } from './src/server/page-body.ts';
import { encodePage } from './src/server/compress-page.ts';
import { pageBytes } from './src/server/page-parts.ts';
import { pageUrlOf } from './src/server/page-url.ts';
import { served } from './src/server/served-files.ts';
import { DELIVERY_VARY, hostStyles, stylesheetDelivery, withHostStyles } from './src/server/stylesheet-delivery.ts';

const port = Number(process.env.HOST_PORT ?? 3000);
const tls = tlsOptions(process.env);
const scheme = tls ? 'https' : 'http';
/**
 * What the server's calls to the services may take in all, for the header and for the page body
 * each (HEADER_SERVICES_BUDGET_MS, 150 ms by default); past it, they render what they know and
 * the page's script completes it.
 */
const SERVICES_BUDGET_MS = Number(process.env.HEADER_SERVICES_BUDGET_MS ?? 150);
/** Past this the page is sent without the server's header (the browser renders it): never a hung page. */
const RENDER_DEADLINE_MS = SERVICES_BUDGET_MS + 150;
const listenHost = process.env.HOST_HOST ?? '127.0.0.1';
const siteOrigin = new URL(process.env.SITE_ORIGIN ?? `${scheme}://localhost:${port}`).origin;
const root = path.join(import.meta.dirname, 'dist');

const config = ShellConfig.parse({
  headerManifestUrl:
    process.env.HEADER_MANIFEST_URL ?? `http://localhost:${process.env.REMOTE_PORT ?? 3001}/mf-manifest.json`,
  servicesUrl: process.env.SERVICES_URL ?? `http://localhost:${process.env.SERVICES_PORT ?? 4000}`,
  clientLogging: process.env.CLIENT_LOGGING === 'true',
});
// "<" is escaped so no value can close the script tag.
const configJson = JSON.stringify(config).replaceAll('<', '\\u003c');
const template = (await readFile(path.join(root, 'index.html'), 'utf8')).replace('__SHELL_CONFIG__', configJson);
// The page twice: its stylesheets inlined (a shopper's first page) and linked (pages reached from it).
const styles = await hostStyles(root);
// A fresh CSP nonce per response, in the page's tags and its policy (docs/content-security-policy.md).
const securePage = {
  inline: securePages(withHostStyles(template, styles.inline), policyOrigins(config)),
  linked: securePages(withHostStyles(template, styles.linked), policyOrigins(config)),
};

// Each page is a trace: the header's and the body's services calls carry it on to the services (decision 041).
const tracing = await startTracing({ serviceName: 'grocer-shell-host' });
const servicesFetch = tracedFetch();
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, https: tls ?? null });
traceRequests(app);
serveMetrics(app, metricsAccess(process.env, STARTED_NODE_ENV === 'production'));

// The header is rendered here, by the remote's server build loaded at runtime (decision 016), through
// the header's server half, as any page team's Node server has it (docs/page-teams/node.md).
const header = serverHeader({
  manifestUrl: config.headerManifestUrl,
  // Only a release signed with one of these runs here (decision 034).
  releaseKeys: releaseKeys({ ...process.env, NODE_ENV: STARTED_NODE_ENV }, config.headerManifestUrl, (message) =>
    app.log.warn(message),
  ),
  // The remote serves its server build only to this credential (decision 045).
  serverBuildToken: serverBuildToken({ ...process.env, NODE_ENV: STARTED_NODE_ENV }),
  // The page's own federation runtime hydrates it, with what this host's build provides (its manifest): only the rest is preloaded.
  browser: 'federation-runtime',
  pageShares: await pageSharesFrom(path.join(root, 'mf-manifest.json')),
  // A new release renders the home page's header with these before it serves any page.
  props: headerPropsFor(config, '/ecom'),
  deadlineMs: RENDER_DEADLINE_MS,
  budgetMs: SERVICES_BUDGET_MS,
  checkEveryMs: Number(process.env.HEADER_RELEASE_CHECK_MS ?? 2000),
  fetch: servicesFetch,
  log: (message, details) => app.log.warn(details ?? {}, message),
  metrics: headerMetrics,
});
// The page body (#root) is rendered here too, by the host's own server build (dist/server/, docs/server-rendering.md).
const renderPage = loadPageRenderer(path.join(root, 'server', 'render-page.cjs'), (message, details) =>
  app.log.warn(details ?? {}, message),
);
// Loaded before the first page when the remote is up (at most 5 s); otherwise as soon as it answers.
await Promise.race([header.warm(), new Promise((resolve) => setTimeout(resolve, 5000))]);
// Scripts, styles and the manifest are never to be read as anything but what they say they are.
app.addHook('onSend', async (_request, reply) => {
  reply.header('x-content-type-options', 'nosniff');
});
await app.register(fastifyStatic, {
  root,
  // The build writes Brotli and gzip copies; the one the browser accepts is sent.
  preCompressed: true,
  index: false,
  wildcard: false,
  // Only what browsers need: no page template, server build, federation manifest, nor in production a source map.
  allowedPath: (pathName) => served(pathName, { production: STARTED_NODE_ENV === 'production' }),
  setHeaders: (reply, filePath) => {
    reply.header(
      'cache-control',
      // Hashed names (scripts and stylesheets) never change: a page reached from another links the cached CSS.
      /\.[0-9a-f]{8}\.(js|css)/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});
// The header's release and the releases refused since start (decision 034), for monitoring.
app.get('/health', async () => ({ status: 'ok', header: header.status() }));
app.get('/*', async (request, reply) => {
  const { pathname, search } = new URL(request.url, 'http://host');
  if (pathname === '/') return reply.redirect('/ecom');
  const delivery = stylesheetDelivery(request.headers, (path) => findPage(path) !== undefined);
  const secured = securePage[delivery](cameOverHttps(request));
  // The body and the header at once, each waiting for the services within the same budget.
  const [body, rendered] = await Promise.all([
    renderPageBody(
      renderPage,
      { pathname, search, servicesUrl: config.servicesUrl, cookie: request.headers.cookie },
      (message, details) => request.log.error(details ?? {}, message),
      {
        budgetMs: SERVICES_BUDGET_MS,
        fetch: servicesFetch,
        log: (message, details) => request.log.warn(details, message),
      },
    ),
    header.render({
      props: headerPropsFor(config, pathname),
      ...(request.headers.cookie === undefined ? {} : { cookie: request.headers.cookie }),
      pageUrl: pageUrlOf(request.url, siteOrigin),
      nonce: secured.nonce,
      stylesheets: delivery,
    }),
  ]);
  // Each goes into its own place of the page's bytes (page-parts.ts): a body that says the header's
  // placeholder is sent as it says it. Without the remote's header, the host's own: never a page
  // without one until its script runs.
  const page = withHeader(withPageBody(secured, body), rendered, body.header);
  const encoded = await encodePage(pageBytes(page.parts), request.headers['accept-encoding']);
  if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
  return (
    reply
      .code(findPage(pathname) ? 200 : 404)
      .headers(page.headers)
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', `accept-encoding, ${DELIVERY_VARY}`)
      // Each response has its own nonce: a shared cache must not hand one response's page to another.
      .header('cache-control', 'no-cache, private')
      .send(encoded.body)
  );
});

/**
 * Over https, directly or behind a proxy that says so. Trusting the header is safe here: it only
 * decides HSTS, which browsers ignore on a response that did not come over https.
 */
function cameOverHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return request.protocol === 'https' || first?.toLowerCase() === 'https';
}

await app.listen({ port, host: listenHost });
console.log(`shell host: ${scheme}://localhost:${port}/ecom (header from ${config.headerManifestUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => tracing.shutdown()));
