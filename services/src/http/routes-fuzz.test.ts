import fc from 'fast-check';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { DEMO_SHOPPER, DEMO_SUPPORT } from '../seed/demo-accounts.ts';
import { runSeed } from '../seed/seed-steps.ts';
import { createSession } from '../features/auth/sessions.ts';
import { TOKEN_COOKIE } from '../features/auth/token-cookies.ts';
import { problemsWith } from '../testing/route-fuzz/answer-checks.ts';
import { contractVocabulary } from '../testing/route-fuzz/contract-vocabulary.ts';
import {
  describeRequest,
  type FuzzIdentity,
  type FuzzRequest,
  type FuzzRoute,
  fuzzRequest,
} from '../testing/route-fuzz/fuzz-request.ts';

/**
 * Every route the services register, fed random and hostile requests: it may
 * refuse them, but never with a 5xx, never showing its internals, and always
 * with the contract's ServiceError. Failures print a seed: `FUZZ_SEED=<seed>`
 * replays them; `FUZZ_RUNS` sets the requests per route.
 */
const seed = process.env['FUZZ_SEED'] === undefined ? undefined : Number(process.env['FUZZ_SEED']);
const numRuns = Number(process.env['FUZZ_RUNS'] ?? 40);

/**
 * The hosted sign-in page (GET and form POST /v1/auth): a browser navigates
 * there, so its own refusals are pages a person can read, not JSON.
 */
const HTML_ROUTES = new Set(['/v1/auth']);

// Built at load time, because the routes it registers are the tests this file declares.
// PGlite only: the routes are the subject here, not the database (the route tests run on both).
const db = await openPglite('memory://');
await migrate(db);
await runSeed(db);
const vocabulary = contractVocabulary(new Date());

/** The app as a configuration builds it, and the routes it registers. */
async function fuzzedApp(options: Omit<Parameters<typeof buildApp>[0], 'db' | 'onRoute'>) {
  const routes = new Map<string, FuzzRoute>();
  const app = await buildApp({
    db,
    ...options,
    onRoute: (route) => methodsOf(route).forEach((method) => addRoute(routes, method, route.url)),
  });
  return { app, routes };
}

// The development defaults, and production as docs/production.md configures it (its own limits,
// no introspection, configured origins behind a proxy): a route may behave differently in each.
const configurations = [
  { name: 'development defaults', ...(await fuzzedApp({})) },
  {
    name: 'production',
    ...(await fuzzedApp({ production: true, corsOrigins: ['https://www.grocer.example'], trustProxy: 1 })),
  },
];

afterAll(async () => {
  for (const { app } of configurations) await app.close();
  await db.close();
});

describe.each(configurations)('every services route, fuzzed with hostile input ($name)', ({ app, routes }) => {
  it('finds the routes the app registers', () => {
    expect([...routes.keys()]).toEqual(
      expect.arrayContaining(['GET /health', 'POST /v1/auth/sign-in', 'POST /graph/live']),
    );
  });

  it.each([...routes.values()])('$method $url', async (route) => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(route, vocabulary), async (request) => {
        const response = await app.inject(await injectOptions(request));
        const problems = problemsWith(request, response, { htmlAllowed: HTML_ROUTES.has(route.url) });
        if (problems.length > 0) {
          throw new Error(
            `answered ${response.statusCode}: ${problems.join('; ')}\n${describeRequest(request)}\n` +
              response.body.slice(0, 600),
          );
        }
        expect(Object.prototype).not.toHaveProperty('polluted');
      }),
      { numRuns, ...(seed === undefined ? {} : { seed }) },
    );
  });
});

async function injectOptions(request: FuzzRequest): Promise<InjectOptions> {
  const headers: Record<string, string> = { ...request.headers };
  const credentials = await credentialsFor(request.identity);
  if (credentials?.via === 'cookie') headers['cookie'] = `${TOKEN_COOKIE}=${credentials.token}`;
  else if (credentials) headers['authorization'] = credentials.token;
  const { body } = request;
  if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
  return {
    method: request.method,
    url: request.url,
    headers,
    // light-my-request drops an empty string payload; an empty buffer still sends "Content-Length: 0".
    ...(body && { payload: body.text === '' ? Buffer.alloc(0) : body.text }),
  };
}

/** A fresh session per request, so a fuzzed sign-out or return to admin cannot end the next request's. */
async function credentialsFor(
  identity: FuzzIdentity,
): Promise<{ via: 'bearer' | 'cookie'; token: string } | undefined> {
  const mint = async (customerId: string) =>
    (await createSession(db, { customerId, actorId: null, now: new Date() })).token;
  switch (identity.kind) {
    case 'guest':
      return undefined;
    case 'raw':
      return { via: 'bearer', token: identity.authorization };
    case 'tampered': {
      const token = await mint(DEMO_SHOPPER.id);
      const at = identity.at % token.length;
      const changed = token[at] === 'A' ? 'B' : 'A';
      return { via: 'bearer', token: `Bearer ${token.slice(0, at)}${changed}${token.slice(at + 1)}` };
    }
    case 'shopper':
    case 'support': {
      const token = await mint(identity.kind === 'shopper' ? DEMO_SHOPPER.id : DEMO_SUPPORT.id);
      return { via: identity.via, token: identity.via === 'bearer' ? `Bearer ${token}` : token };
    }
  }
}

function methodsOf(route: RouteOptions): HTTPMethods[] {
  return Array.isArray(route.method) ? [...route.method] : [route.method];
}

function addRoute(routes: Map<string, FuzzRoute>, method: HTTPMethods, url: string): void {
  routes.set(`${method} ${url}`, { method, url });
}
