import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET_TROLLEY_QUERY, ServiceError } from '@grocer/shared-contracts/domain';
import {
  hostileInputsFor,
  HOSTILE_BUDGET_MS,
  expectFastOnHostileInput,
  fastestRunMs,
  repeatTo,
} from '../../../test-support/hostile-input.ts';
import { DEMO_SHOPPER } from '../seed/demo-accounts.ts';
import { AUTH_JSON_BODY_LIMIT, HOSTED_AUTH_FORM_BODY_LIMIT } from '../features/auth/auth-body-limits.ts';
import { TOKEN_COOKIE } from '../features/auth/token-cookies.ts';
import { TEST_DATABASES } from '../testing/test-database.ts';
import { bearer, signInAs, useTestApp } from '../testing/test-app.ts';

/**
 * Every services input that reaches a pattern, sent 64 KB of hostile text
 * through the real app: headers, cookies, query values, path segments and
 * bodies. Patterns run before any query, so one database (the embedded
 * default) is enough. Each field also gets every generic shape it can carry.
 */
type Field = {
  readonly field: string;
  readonly shapes?: readonly string[];
  /** A header cannot carry control characters or non-Latin-1 text: only shapes it can carry are sent. */
  readonly inHeader?: true;
  /** Expected for the fields that are themselves the credentials. */
  readonly mayBeUnauthenticated?: true;
  readonly request: (input: string, token: string) => InjectOptions;
};

/** Percent-encoded for a URL; a lone surrogate (which no URL can carry) becomes U+FFFD first. */
const q = (value: string) => encodeURIComponent(Buffer.from(value).toString());
const signedIn = (token: string) => ({ ...bearer(token), 'x-application-name': 'hostile-input-test' });
const guest = { authorization: 'Bearer unauthenticated' };
/** Beacons are taken only from the site's pages (any localhost port in tests). */
const ownPage = { origin: 'http://localhost:3000' };
/** A body field as long as a route's body limit lets it be: past the limit, the pattern has nothing to see. */
const FIELD_UNDER_JSON_LIMIT = AUTH_JSON_BODY_LIMIT - 1000;
const FIELD_UNDER_FORM_LIMIT = HOSTED_AUTH_FORM_BODY_LIMIT / 3 - 500;
const fitted = (value: string, size: number) =>
  value.length <= size ? value : value.slice(0, size - 1) + value.at(-1);

const FIELDS: readonly Field[] = [
  {
    field: 'header authorization (bearer)',
    inHeader: true,
    mayBeUnauthenticated: true,
    shapes: [repeatTo('=', 'Bearer a', '!'), repeatTo(' ', 'Bearer', 'a!'), repeatTo('a', 'Bearer ', ' ')],
    request: (value) => ({
      method: 'GET',
      url: '/v1/products/search?searchTerm=milk',
      headers: { authorization: value },
    }),
  },
  {
    field: `cookie ${TOKEN_COOKIE}`,
    inHeader: true,
    mayBeUnauthenticated: true,
    shapes: [repeatTo('=', 'a', '!'), repeatTo('a', '', '=!')],
    request: (value) => ({ method: 'POST', url: '/v1/auth/token', cookies: { [TOKEN_COOKIE]: value } }),
  },
  {
    field: 'header cookie (whole)',
    inHeader: true,
    mayBeUnauthenticated: true,
    shapes: [repeatTo('a=b; ', ''), repeatTo(';', 'a=', '\t')],
    request: (value) => ({ method: 'GET', url: '/v1/auth/session', headers: { cookie: value } }),
  },
  {
    field: 'header origin (CORS)',
    inHeader: true,
    shapes: [repeatTo('1', 'http://localhost:', '!'), repeatTo('a', 'http://', ':1')],
    request: (value) => ({ method: 'GET', url: '/health', headers: { origin: value } }),
  },
  {
    field: 'header x-visitor-id (banners)',
    inHeader: true,
    request: (value) => ({
      method: 'POST',
      url: '/adtech/banners',
      headers: { 'x-visitor-id': value },
      payload: { type: 'mega-menu', categories: ['10051'] },
    }),
  },
  {
    field: 'header customer-id (delivery pass)',
    inHeader: true,
    request: (value, token) => ({
      method: 'GET',
      url: '/v1/pass/status',
      headers: { ...signedIn(token), 'customer-id': value },
    }),
  },
  {
    field: 'query searchTerm',
    shapes: [repeatTo('<', '', 'a'), '<'.repeat(999), ` ${'a '.repeat(499)}`],
    request: (value) => ({ method: 'GET', url: `/v1/products/search?searchTerm=${q(value)}`, headers: guest }),
  },
  ...['category', 'size', 'start', 'filterTags', 'searchTags', 'customTags', 'sortBy'].map((key): Field => ({
    field: `query ${key} (product search)`,
    shapes: [repeatTo('1', '-', 'x'), repeatTo(':', 'brand', '\n')],
    request: (value) => ({ method: 'GET', url: `/v1/products/search?${key}=${q(value)}`, headers: guest }),
  })),
  {
    field: 'query lineNumber (buylist products)',
    shapes: [repeatTo('1', '-', 'x'), repeatTo(',', '1', '\n')],
    request: (value) => ({ method: 'GET', url: `/v1/products?lineNumber=${q(value)}`, headers: guest }),
  },
  {
    field: 'query term (suggestions)',
    shapes: ['<'.repeat(1000), `'${"'".repeat(998)}a`],
    request: (value) => ({ method: 'GET', url: `/term-suggest?term=${q(value)}`, headers: guest }),
  },
  ...['root', 'depth'].map((key): Field => ({
    field: `query ${key} (taxonomy)`,
    request: (value) => ({ method: 'GET', url: `/taxonomy?${key}=${q(value)}`, headers: guest }),
  })),
  ...['branchId', 'addressId', 'fromDate', 'toDate'].map((key): Field => ({
    field: `query ${key} (slots)`,
    shapes: [repeatTo('2026-', '', 'x')],
    request: (value, token) => ({
      method: 'GET',
      url: `/slots?slotType=DELIVERY&${key}=${q(value)}`,
      headers: signedIn(token),
    }),
  })),
  {
    field: 'query customerOrderId (slot reservations)',
    shapes: [repeatTo('a-', '', '!')],
    request: (value, token) => ({
      method: 'GET',
      url: `/slot-reservations?customerOrderId=${q(value)}`,
      headers: signedIn(token),
    }),
  },
  {
    field: 'query tag (graph)',
    request: (value, token) => ({
      method: 'POST',
      url: `/graph/live?clientType=WEB_APP&tag=${q(value)}`,
      headers: signedIn(token),
      payload: { query: '{ __typename }' },
    }),
  },
  {
    field: 'body query (graph)',
    shapes: [repeatTo('{', '', ''), repeatTo('a ', '{ ', ''), repeatTo('#', '', '\n{'), repeatTo('a', '"', '')],
    request: (value, token) => ({
      method: 'POST',
      url: '/graph/live?clientType=WEB_APP&tag=getTrolley',
      headers: signedIn(token),
      payload: { query: value },
    }),
  },
  {
    field: 'body variables, order ids (graph)',
    request: (value, token) => ({
      method: 'POST',
      url: '/graph/live?clientType=WEB_APP&tag=getTrolley',
      headers: signedIn(token),
      payload: {
        query: GET_TROLLEY_QUERY,
        operationName: 'getTrolley',
        variables: { trolleyQueryOrderId: value, orderQueryOrderId: value },
      },
    }),
  },
  {
    field: 'path adId (banner events)',
    request: (value) => ({ method: 'POST', url: `/adtech/events/click/${q(value)}`, headers: ownPage }),
  },
  {
    field: 'query visitorId (banner events)',
    request: (value) => ({ method: 'POST', url: `/adtech/events/click/ad-1?visitorId=${q(value)}`, headers: ownPage }),
  },
  {
    field: 'query screen_hint (hosted auth page)',
    request: (value) => ({
      method: 'GET',
      url: `/v1/auth?screen_hint=${q(value)}&redirect_uri=http://localhost:3000/`,
    }),
  },
  {
    field: 'query redirect_uri (hosted auth page)',
    shapes: [repeatTo('/', 'http://localhost:3000', '\u0000'), repeatTo('a', 'http://', '@')],
    request: (value) => ({ method: 'GET', url: `/v1/auth?redirect_uri=${q(value)}` }),
  },
  {
    field: 'path content/* and body contentUrl',
    shapes: [repeatTo('a/', '', '!'), repeatTo('/', '/', '\u0000')],
    request: (value) => ({
      method: 'PUT',
      url: `/content/${value.replace(/[^a-z0-9/-]/g, 'a')}?clientType=WEB_APP`,
      headers: guest,
      payload: { contentUrl: value, customerId: '-1' },
    }),
  },
  {
    field: 'path content/experience-fragments/*',
    shapes: [repeatTo('a_', 'a', '!'), repeatTo('a/', 'a', '/')],
    request: (value) => ({
      method: 'GET',
      url: `/content/experience-fragments/${value.replace(/[^a-z0-9/_-]/g, 'a')}`,
    }),
  },
  {
    field: 'path images/content/:file',
    shapes: [repeatTo('a', '', '.svgx')],
    request: (value) => ({ method: 'GET', url: `/images/content/${q(value)}` }),
  },
  {
    field: 'path images/products/:file',
    shapes: [repeatTo('123456-', '', '.svg')],
    request: (value) => ({ method: 'GET', url: `/images/products/${q(value)}` }),
  },
  {
    field: 'path v1/orders/:customerOrderId',
    request: (value, token) => ({ method: 'GET', url: `/v1/orders/${q(value)}`, headers: signedIn(token) }),
  },
  {
    field: 'path v1/products/:productId',
    request: (value) => ({ method: 'GET', url: `/v1/products/${q(value)}`, headers: guest }),
  },
  {
    field: 'path addresses/:addressId',
    request: (value, token) => ({ method: 'GET', url: `/addresses/${q(value)}`, headers: signedIn(token) }),
  },
  {
    field: 'path slot-reservations/:slotReservationId',
    request: (value, token) => ({ method: 'DELETE', url: `/slot-reservations/${q(value)}`, headers: signedIn(token) }),
  },
  ...['email', 'password', 'name'].map((key): Field => ({
    field: `body register ${key} (64 KB: refused by size)`,
    shapes: [repeatTo('a.', 'a@', '@')],
    request: (value) => ({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: 'new@example.com', password: 'fresh-bread-1', name: 'Robin', [key]: value },
    }),
  })),
  {
    field: 'body register email (just under the body limit)',
    shapes: [repeatTo('a.', 'a@', '@', FIELD_UNDER_JSON_LIMIT), repeatTo('a', 'a@', ' ', FIELD_UNDER_JSON_LIMIT)],
    request: (value) => ({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: fitted(value, FIELD_UNDER_JSON_LIMIT), password: 'fresh-bread-1', name: 'Robin' },
      remoteAddress: nextAddress(),
    }),
  },
  {
    field: 'body register password and name (just under the body limit)',
    shapes: [
      repeatTo('a', '1', '', FIELD_UNDER_JSON_LIMIT / 2),
      repeatTo(' ', 'a', '\u0007', FIELD_UNDER_JSON_LIMIT / 2),
    ],
    request: (value) => ({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email: 'new@example.com',
        password: fitted(value, FIELD_UNDER_JSON_LIMIT / 2),
        name: fitted(value, FIELD_UNDER_JSON_LIMIT / 2),
      },
      remoteAddress: nextAddress(),
    }),
  },
  {
    field: 'body sign-in (64 KB: refused by size)',
    request: (value) => ({ method: 'POST', url: '/v1/auth/sign-in', payload: { email: value, password: value } }),
  },
  {
    field: 'body sign-on as customer (64 KB: refused by size)',
    request: (value, token) => ({
      method: 'POST',
      url: '/v1/auth/sign-on-as-customer',
      headers: signedIn(token),
      payload: { customerId: value, reason: value },
    }),
  },
  {
    field: 'hosted auth form (64 KB: refused by size)',
    request: (value) => ({
      method: 'POST',
      url: '/v1/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ screen_hint: 'signup', email: value, password: value, name: value }).toString(),
    }),
  },
  {
    field: 'hosted auth form email (just under the body limit)',
    shapes: [repeatTo('a.', 'a@', '@', FIELD_UNDER_FORM_LIMIT)],
    request: (value) => ({
      method: 'POST',
      url: '/v1/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        screen_hint: 'signup',
        redirect_uri: 'http://localhost:3000/ecom',
        email: fitted(value, FIELD_UNDER_FORM_LIMIT),
        password: 'fresh-bread-1',
        name: 'Robin',
      }).toString(),
      remoteAddress: nextAddress(),
    }),
  },
  {
    field: 'body postalCode and address lines',
    shapes: [repeatTo('SW1A ', '', '!')],
    request: (value, token) => ({
      method: 'POST',
      url: '/addresses',
      headers: signedIn(token),
      payload: { name: value, line1: value, town: value, postalCode: value },
    }),
  },
  {
    field: 'body slot reservation ids',
    request: (value, token) => ({
      method: 'POST',
      url: '/slot-reservations',
      headers: signedIn(token),
      payload: { customerOrderId: value, slotId: value, addressId: value },
    }),
  },
  {
    field: 'body banner categories and trolleyId',
    request: (value) => ({
      method: 'POST',
      url: '/adtech/banners',
      payload: { type: 'mega-menu', categories: [value], trolleyId: value },
    }),
  },
];

let addresses = 0;
/** A fresh client address per counted request, so the per-client rate limits never answer for the patterns. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

const HEADER_SAFE = /^[\t\x20-\x7e]*$/;

const pglite = TEST_DATABASES.find((target) => target.name === 'pglite');
if (pglite === undefined) throw new Error('The embedded database is always available');

/** An email that makes a careless email pattern backtrack: the shape a@a.a.a.…a.@, 30,000 repeats, 60 KB. */
const BACKTRACKING_EMAIL = `a@${'a.'.repeat(30_000)}@`;

describe('the services under hostile input', () => {
  const { app } = useTestApp(pglite);
  let token = '';
  let origin = '';
  beforeAll(async () => {
    token = (await signInAs(app(), { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password })).token;
    origin = await app().listen({ port: 0, host: '127.0.0.1' });
  });

  describe('every input that reaches a pattern, sent 64 KB of it', () => {
    it.each(FIELDS)('$field answers within the budget, without an error', async (field) => {
      for (const [name, input] of Object.entries(hostileInputsFor(field.shapes))) {
        if (field.inHeader && !HEADER_SAFE.test(input)) continue;
        let status = 0;
        await expectFastOnHostileInput(`${field.field} (${name})`, async () => {
          status = (await app().inject(field.request(input, token))).statusCode;
        });
        // A 401 or 429 would mean the input never reached its pattern; a 5xx that it broke something.
        expect(status, `${field.field} (${name})`).toBeLessThan(500);
        expect(status, `${field.field} (${name})`).not.toBe(429);
        if (!field.mayBeUnauthenticated) expect(status, `${field.field} (${name})`).not.toBe(401);
      }
    });
  });

  describe('the auth routes refuse big bodies before reading them', () => {
    const register = () =>
      fetch(`${origin}/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: BACKTRACKING_EMAIL, password: 'fresh-bread-1', name: 'Robin' }),
      });

    it.each([
      ['/v1/auth/sign-in', 'application/json', JSON.stringify({ email: BACKTRACKING_EMAIL, password: 'x' })],
      [
        '/v1/auth/register',
        'application/json',
        JSON.stringify({ email: BACKTRACKING_EMAIL, password: 'x', name: 'x' }),
      ],
      [
        '/v1/auth/sign-on-as-customer',
        'application/json',
        JSON.stringify({ customerId: 'C-1', reason: BACKTRACKING_EMAIL }),
      ],
      ['/v1/auth', 'application/x-www-form-urlencoded', new URLSearchParams({ email: BACKTRACKING_EMAIL }).toString()],
    ])('POST %s answers a 60 KB body with 413 in the ServiceError shape', async (url, contentType, payload) => {
      const response = await app().inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
      expect(response.statusCode).toBe(413);
      expect(ServiceError.parse(response.json())).toEqual({
        error: 'payload_too_large',
        message: expect.stringMatching(/too large/i),
      });
    });

    it(`refuses the 60 KB registration over HTTP in under ${HOSTILE_BUDGET_MS} ms`, async () => {
      const statuses: number[] = [];
      const ms = await fastestRunMs(async () => {
        const response = await register();
        statuses.push(response.status);
        ServiceError.parse(await response.json());
      }, 5);
      expect(statuses).toContain(413);
      expect(new Set(statuses)).toEqual(new Set([413]));
      expect(ms).toBeLessThan(HOSTILE_BUDGET_MS);
    });

    it('keeps GET /health fast while three such registrations run at once (best of 5)', async () => {
      const healthMs: number[] = [];
      // The time of the health check alone, while the three are in flight; timed as a whole, so paused between runs.
      await fastestRunMs(async () => {
        const attacks = Promise.all([register(), register(), register()]);
        const started = performance.now();
        const health = await fetch(`${origin}/health`);
        healthMs.push(performance.now() - started);
        expect(health.status).toBe(200);
        expect((await attacks).map((response) => response.status)).toEqual([413, 413, 413]);
      }, 5);
      expect(healthMs).toHaveLength(5);
      expect(Math.min(...healthMs)).toBeLessThan(HOSTILE_BUDGET_MS);
    });
  });
});
