import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { type MetricsAccess, serveMetrics, traceRequests } from '@grocer/server-telemetry';
import type { TrustProxy } from './config.ts';
import type { Database } from './db/database.ts';
import { registerAuthRoutes } from './features/auth/auth-routes.ts';
import { registerBannerRoutes } from './features/banners/banner-routes.ts';
import { registerCatalogueRoutes } from './features/catalogue/catalogue-routes.ts';
import { registerContentRoutes } from './features/content/content-routes.ts';
import { registerFulfilmentRoutes } from './features/fulfilment/fulfilment-routes.ts';
import { registerGraphqlRoutes } from './features/graphql/graphql-routes.ts';
import { registerHealthRoutes } from './features/health/health-routes.ts';
import { registerHeaderStateRoutes } from './header-state/header-state-routes.ts';
import { registerOrderRoutes } from './features/orders/order-routes.ts';
import { registerShoppingContextRoutes } from './features/shopping-context/shopping-context-routes.ts';
import { registerSupportAuditRoutes } from './features/auth/support-audit-routes.ts';
import { registerVitalsRoutes } from './features/vitals/vitals-routes.ts';
import { registerCookies } from './http/cookies.ts';
import { type CorsOrigins, LOCAL_DEV_ORIGINS, registerCors } from './http/cors.ts';
import { registerErrorHandling } from './http/error-handling.ts';
import { createDatabaseRateLimitStore } from './http/rate-limits/database-rate-limit-store.ts';
import { createRateLimiter } from './http/rate-limits/rate-limiter.ts';
import type { RateLimitStore } from './http/rate-limits/rate-limit-store.ts';
import { RequestLogController } from './http/request-logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';

export type BuildAppOptions = {
  readonly db: Database;
  /** Origins allowed to call from a browser; defaults to any http://localhost or 127.0.0.1 port. */
  readonly corsOrigins?: CorsOrigins;
  /** Fastify logger options; off by default (tests). */
  readonly logger?: FastifyServerOptions['logger'];
  /** The clock, for tests that need sessions to expire. */
  readonly now?: () => Date;
  /** Production behaviour (config `production`); off in tests unless asked. */
  readonly production?: boolean;
  /** Which forwarded client address to believe (config `trustProxy`); false: the socket's. */
  readonly trustProxy?: TrustProxy;
  /** Where rate-limit counters live (Redis when REDIS_URL is set); defaults to `db`. */
  readonly rateLimitStore?: RateLimitStore;
  /** Told of every route as it is added, so tests can cover routes nobody listed (the route fuzz). */
  readonly onRoute?: (route: RouteOptions) => void;
  /** Who may read GET /metrics (config `metrics`, from METRICS_TOKEN); open by default (tests). */
  readonly metrics?: MetricsAccess;
  /** The PEM key and certificate to serve https with (config `tls`); http without them. */
  readonly https?: { readonly key: Buffer; readonly cert: Buffer };
};

/** The services as one Fastify app. Not listening: `main.ts` listens, tests use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const {
    db,
    corsOrigins = LOCAL_DEV_ORIGINS,
    logger = false,
    now = () => new Date(),
    production = false,
    trustProxy = false,
    rateLimitStore = createDatabaseRateLimitStore(db),
    metrics = { kind: 'open' },
  } = options;
  const app = Fastify({
    logger,
    logController: new RequestLogController(),
    bodyLimit: 64 * 1024,
    trustProxy: fastifyTrustProxy(trustProxy),
    ...(options.https ? { https: options.https } : {}),
  });

  // Clients that always send `Content-Type: application/json` may send no body (sign-out).
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else defaultJsonParser(request, text, done);
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  traceRequests(app);
  serveMetrics(app, metrics);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await registerCors(app, corsOrigins);
  await registerCookies(app, { production });

  const deps = { db, now, production, rateLimits: createRateLimiter(rateLimitStore) };
  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps, corsOrigins);
  registerShoppingContextRoutes(app, deps);
  registerHeaderStateRoutes(app, deps);
  registerCatalogueRoutes(app, deps);
  registerFulfilmentRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerBannerRoutes(app, deps, corsOrigins);
  registerOrderRoutes(app, deps);
  registerSupportAuditRoutes(app, deps);
  registerVitalsRoutes(app, deps, corsOrigins);
  registerGraphqlRoutes(app, deps);

  await app.ready();
  return app;
}

/** Fastify's types take a list or a function; a hop count trusts that many proxies nearest the server. */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return [...trustProxy];
}
