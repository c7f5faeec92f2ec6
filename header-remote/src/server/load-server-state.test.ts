// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderInitialState } from '@grocer/shared-contracts/domain';
import { sampleSeasonalContent } from '@grocer/shared-contracts/cms-builders';
import { answer } from '../../../test-support/fake-network.ts';
import { fakeShoppingServices, type FakeShoppingAnswers } from '../shopping/testing/fake-shopping-services.ts';
import { sampleContext, sampleTokenSession } from '../shopping/testing/shopping-fixtures.ts';
import { loadServerState } from './load-server-state.ts';
import {
  createRenderCaches,
  GUEST_SEASONAL_CACHE_MS,
  TAXONOMY_CACHE_MS,
  TAXONOMY_STALE_MS,
  type RenderCaches,
} from './render-caches.ts';
import { navigationCalls, SIGNED_IN_COOKIE, slowWhere } from './testing/shopper-scenarios.ts';

const API = 'http://api.test';
const PAGE_URL = 'https://shop.test/ecom/shop/browse/groceries?sort=name';
const SEASONAL = 'PUT /content/menu/seasonal-menu/seasonal-menu-content/master';
const TAXONOMY = 'GET /taxonomy';

afterEach(() => {
  vi.useRealTimers();
});

type LoadOptions = {
  cookie?: string;
  fetch?: typeof fetch;
  budgetMs?: number;
  caches?: RenderCaches;
};

/** The services answer the shopper as `answers` say, and the navigation as the sample content, unless `handlers` say otherwise. */
function load(answers: FakeShoppingAnswers = {}, options: LoadOptions = {}) {
  const handlers = answers.handlers ?? navigationCalls();
  /** What the seasonal menu's calls sent. */
  const seasonalBodies: unknown[] = [];
  const fake = fakeShoppingServices({
    ...answers,
    handlers: {
      ...handlers,
      [SEASONAL]: (request) => {
        seasonalBodies.push(request.body);
        return answer(handlers, request);
      },
    },
  });
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const loaded = loadServerState({
    servicesUrl: API,
    cookie: 'cookie' in options ? options.cookie : SIGNED_IN_COOKIE,
    pageUrl: PAGE_URL,
    fetch: options.fetch ?? fake.fetch,
    budgetMs: options.budgetMs,
    logger,
    // A cache of its own for each test, unless the test shares one.
    caches: options.caches ?? createRenderCaches(),
  });
  return { loaded, state: loaded.then((result) => result.state), fake, logger, seasonalBodies };
}

const shopperCalls = (requests: readonly string[]) =>
  requests.filter((request) => request !== SEASONAL && request !== TAXONOMY);

/** Whether the promise has settled, after the microtasks queued so far. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

const christmas = sampleSeasonalContent();

const signedIn = {
  status: 'signed-in',
  hasTokenSession: true,
  customerId: 'C-1101',
  isSignedOnAsCustomer: false,
};

const HEADER_STATE = 'GET /v1/header-state';

describe('loadServerState', () => {
  it("is signed out without asking about the shopper when there is no cookie, or no token session, with the guest's seasonal menu", async () => {
    for (const cookie of [undefined, 'fernleaf_session=abc', 'X-Has-Token-Session=false']) {
      const { state, fake, seasonalBodies, loaded } = load({}, { cookie });
      expect(await state).toEqual({
        auth: { status: 'signed-out', hasTokenSession: false },
        seasonalMenu: christmas,
        complete: true,
      });
      expect((await loaded).budgetMissed).toBe(false);
      expect([...fake.requests].sort()).toEqual([SEASONAL, TAXONOMY].sort());
      const seasonal = fake.sent.find((request) => request.method === 'PUT');
      expect(seasonal?.headers.get('authorization')).toBe('Bearer unauthenticated');
      expect(seasonalBodies).toEqual([
        { contentUrl: '/ecom/shop/browse/groceries', customerId: '-1', customerSearchRequest: { queryParams: {} } },
      ]);
    }
  });

  it("loads a signed-in shopper in one call with the page's cookies: sign-in, context, trolley summary and slot", async () => {
    const { state, fake } = load();
    const result = await state;
    expect(result).toMatchObject({
      auth: signedIn,
      context: sampleContext(),
      trolley: { status: 'loaded', summary: { itemCount: 3, totals: { totalEstimatedCost: { amount: 46.5 } } } },
      slot: { status: 'booked', reservation: { id: 'SR-9100001-1' }, branch: { id: '651' } },
      deliveryPass: 'UNKNOWN',
      complete: true,
    });
    expect(shopperCalls(fake.requests)).toEqual([HEADER_STATE]);
    const call = fake.sent.find((request) => request.url === `${API}/v1/header-state`);
    expect(call?.headers.get('cookie')).toBe(SIGNED_IN_COOKIE);
    // No other call carries the shopper's cookies or any credential of theirs.
    for (const request of fake.sent.filter((sent) => sent !== call)) {
      expect(request.headers.get('cookie')).toBeNull();
      expect(request.headers.get('authorization')).toBe('Bearer unauthenticated');
    }
  });

  it("never puts the shopper's token, or any of their cookies' values, in the state", async () => {
    const { state } = load();
    const json = JSON.stringify(await state);
    expect(json).not.toContain(sampleTokenSession().token);
    expect(json).not.toContain('abc123');
    expect((await state).auth).not.toHaveProperty('token');
  });

  it("asks for the seasonal menu as a guest's, for every shopper (it is the same for all), and the taxonomy as no one in particular", async () => {
    const { state, fake, seasonalBodies } = load();
    expect((await state).seasonalMenu).toEqual(christmas);
    const seasonal = fake.sent.find((request) => request.method === 'PUT');
    expect(seasonal?.headers.get('authorization')).toBe('Bearer unauthenticated');
    expect(seasonalBodies).toEqual([expect.objectContaining({ customerId: '-1' })]);
    const taxonomy = fake.sent.find((request) => request.url.includes('/taxonomy'));
    expect(taxonomy?.headers.get('authorization')).toBe('Bearer unauthenticated');
    expect(taxonomy?.headers.get('cookie')).toBeNull();
  });

  it('knows there is no seasonal menu when the content service has none to show', async () => {
    for (const seasonal of [
      { status: 404, body: { error: 'not_found', message: 'No content' } },
      { locations: { seasonalMenu: [] }, pageTitle: { text: 'Christmas' } },
    ]) {
      const { state } = load({ handlers: navigationCalls({ seasonal }) });
      expect(await state).toMatchObject({ seasonalMenu: null, complete: true });
    }
  });

  it('leaves the seasonal menu to the browser when its call fails or its answer does not parse, and logs it', async () => {
    for (const seasonal of [
      { status: 500, body: { error: 'down', message: 'x' } },
      { locations: { seasonalMenu: [{ componentId: 'no-type' }] }, pageTitle: { text: 'Christmas' } },
    ]) {
      const { state, logger } = load({ handlers: navigationCalls({ seasonal }) });
      const result = await state;
      expect(result).not.toHaveProperty('seasonalMenu');
      expect(result).toMatchObject({ auth: { status: 'signed-in' }, trolley: { status: 'loaded' }, complete: false });
      expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('seasonal menu'), expect.anything());
    }
  });

  it('leaves the seasonal menu to the browser when the content service is a path this server cannot reach', async () => {
    const fake = fakeShoppingServices({ handlers: navigationCalls() });
    const { state, taxonomy } = await loadServerState({
      servicesUrl: API,
      contentUrl: '/content-api',
      cookie: undefined,
      fetch: fake.fetch,
      caches: createRenderCaches(),
    });
    expect(state).toEqual({ auth: { status: 'signed-out', hasTokenSession: false }, complete: false });
    expect(fake.requests).toEqual([TAXONOMY]);
    expect(taxonomy).not.toBeNull();
  });

  it('has the taxonomy for the crawler links, which is not part of the state the browser gets', async () => {
    const { loaded } = load();
    const { state, taxonomy } = await loaded;
    expect(taxonomy?.map((root) => root.name)).toEqual(['Groceries', 'Entertaining']);
    expect(JSON.stringify(state)).not.toContain('Fresh & Chilled');
  });

  it("stays signed out for a token session that has ended, or a support user's own sign-in", async () => {
    for (const token of [
      { status: 401, body: { error: 'unauthorised', message: 'no session' } },
      sampleTokenSession({ role: 'support' }),
    ]) {
      const { state, fake } = load({ token });
      expect(await state).toEqual({
        auth: { status: 'signed-out', hasTokenSession: true },
        seasonalMenu: christmas,
        complete: true,
      });
      expect(shopperCalls(fake.requests)).toEqual([HEADER_STATE]);
    }
  });

  it('has no trolley or slot for a shopper with no order', async () => {
    const { state, fake } = load({ context: sampleContext({ customerOrderId: '' }) });
    expect(await state).toMatchObject({ trolley: { status: 'idle' }, slot: { status: 'idle' }, complete: true });
    expect(shopperCalls(fake.requests)).toEqual([HEADER_STATE]);
  });

  it("keeps the token session's promise (auth unknown) and says it is incomplete when the services are too slow", async () => {
    vi.useFakeTimers();
    const fake = fakeShoppingServices({ handlers: navigationCalls() });
    const { state, logger, loaded } = load({}, { fetch: slowWhere(/header-state/, fake.fetch, 10_000), budgetMs: 20 });
    await vi.advanceTimersByTimeAsync(20);
    expect(await hasSettled(state)).toBe(true);
    expect(await state).toEqual({
      auth: { status: 'unknown', hasTokenSession: true },
      seasonalMenu: christmas,
      complete: false,
    });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('budget'));
    // Said to the server that asked, which counts it.
    expect((await loaded).budgetMissed).toBe(true);
  });

  it('renders at the budget without the seasonal menu when it is slow, leaving it to the browser', async () => {
    vi.useFakeTimers();
    const fake = fakeShoppingServices({ handlers: navigationCalls() });
    const slowSeasonal = slowWhere(/seasonal-menu/, fake.fetch, 10_000);
    for (const cookie of [SIGNED_IN_COOKIE, undefined]) {
      const { state, logger } = load({}, { cookie, fetch: slowSeasonal, budgetMs: 150 });
      await vi.advanceTimersByTimeAsync(150);
      expect(await hasSettled(state)).toBe(true);
      const result = await state;
      expect(result).not.toHaveProperty('seasonalMenu');
      expect(result.auth.status).toBe(cookie ? 'signed-in' : 'signed-out');
      expect(result.complete).toBe(false);
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('budget'));
      // Not a failure of the seasonal menu: the budget's.
      expect(logger.error).not.toHaveBeenCalledWith(expect.stringContaining('seasonal menu'), expect.anything());
    }
  });

  it('renders at the budget without the taxonomy when it is slow, and keeps it for later renders once it comes', async () => {
    vi.useFakeTimers();
    const fake = fakeShoppingServices({ handlers: navigationCalls() });
    const caches = createRenderCaches();
    const slowTaxonomy = slowWhere(/\/taxonomy/, fake.fetch, 1_000);
    const first = load({}, { fetch: slowTaxonomy, budgetMs: 150, caches });
    await vi.advanceTimersByTimeAsync(150);
    expect(await hasSettled(first.loaded)).toBe(true);
    const { state, taxonomy } = await first.loaded;
    expect(taxonomy).toBeNull();
    // The taxonomy crosses to no browser: the state is complete without it.
    expect(state).toMatchObject({ seasonalMenu: christmas, complete: true });

    // The call the first render gave up on was not abandoned: it answers, and the next render has it without asking.
    await vi.advanceTimersByTimeAsync(1_000);
    const asked = fake.requests.filter((request) => request === TAXONOMY).length;
    const second = load({}, { fetch: slowTaxonomy, budgetMs: 150, caches });
    await vi.advanceTimersByTimeAsync(0);
    expect((await second.loaded).taxonomy?.map((root) => root.name)).toEqual(['Groceries', 'Entertaining']);
    expect(fake.requests.filter((request) => request === TAXONOMY)).toHaveLength(asked);
  });

  it("shows the services' degraded states as they answer them: a trolley they could not vouch for, a failed slot", async () => {
    const degraded = load({
      trolley: { status: 500, body: { error: 'down', message: 'x' } },
      branch: { status: 404, body: { error: 'not_found', message: 'x' } },
    });
    expect(await degraded.state).toMatchObject({
      auth: signedIn,
      trolley: { status: 'error' },
      slot: { status: 'error' },
      complete: true,
    });
  });

  it('leaves the shopper to the browser when the one call fails, is too large or does not parse, and logs it', async () => {
    for (const headerState of [
      { status: 200, body: { signedIn: true, customerId: 'C-1101' } },
      { status: 500, body: { error: 'down', message: 'x' } },
      // A signed-out answer that would parse, past 64 KB: refused before it is parsed.
      { status: 200, body: { signedIn: false, padding: 'x'.repeat(65 * 1024) } },
    ]) {
      const failed = load({ headerState });
      // The cookie's promise stands: the signed-in display, and the browser asks again.
      expect(await failed.state).toEqual({
        auth: { status: 'unknown', hasTokenSession: true },
        seasonalMenu: christmas,
        complete: false,
      });
      // One record says all of it (spec section 8): service, path, duration, status and message.
      expect(failed.logger.error).toHaveBeenCalledWith(expect.stringContaining('header state'), {
        service: 'header-state',
        path: expect.stringMatching(/\/v1\/header-state$/),
        duration: expect.any(Number),
        status: headerState.status === 200 ? 0 : headerState.status,
        message: expect.any(String),
      });
    }
  });

  it('never throws, and always answers a state the browser accepts, whatever each call answers', async () => {
    const answer = fc.oneof(
      fc.constant(undefined),
      fc.record({ status: fc.constantFrom(200, 400, 401, 404, 500), body: fc.anything() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          headerState: answer,
          seasonal: answer,
          taxonomy: answer,
        }),
        fc.boolean(),
        async ({ seasonal, taxonomy, ...answers }, networkDown) => {
          const fake = fakeShoppingServices({
            ...(answers as FakeShoppingAnswers),
            handlers: navigationCalls({ seasonal, taxonomy }),
          });
          const fetch: typeof globalThis.fetch = networkDown
            ? () => Promise.reject(new TypeError('fetch failed'))
            : fake.fetch;
          const { loaded } = load({}, { fetch });
          const result = await loaded;
          expect(HeaderInitialState.safeParse(result.state).success).toBe(true);
          expect(result.taxonomy === null || Array.isArray(result.taxonomy)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves the shopper to the browser when the services URL is a path this server cannot reach', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const fetch = vi.fn<typeof globalThis.fetch>();
    const loaded = await loadServerState({ servicesUrl: '/api', cookie: SIGNED_IN_COOKIE, fetch, logger });
    expect(loaded).toEqual({
      state: { auth: { status: 'unknown', hasTokenSession: true }, complete: false },
      taxonomy: null,
      budgetMissed: false,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe("the server's taxonomy cache", () => {
  it('asks for the taxonomy once in five minutes, for every shopper; then renders the last one while it asks again', async () => {
    vi.useFakeTimers();
    const caches = createRenderCaches();
    const fake = fakeShoppingServices({ handlers: navigationCalls() });
    const render = async (cookie?: string) => (await load({}, { cookie, fetch: fake.fetch, caches }).loaded).taxonomy;
    const taxonomyCalls = () => fake.requests.filter((request) => request === TAXONOMY).length;

    expect(await render()).not.toBeNull();
    expect(await render(SIGNED_IN_COOKIE)).not.toBeNull();
    vi.advanceTimersByTime(TAXONOMY_CACHE_MS);
    expect(await render()).not.toBeNull();
    expect(taxonomyCalls()).toBe(1);

    // Stale once older than that: rendered at once, and asked for again behind the render.
    vi.advanceTimersByTime(1);
    const slow = slowWhere(/\/taxonomy/, fake.fetch, 1_000);
    const stale = load({}, { fetch: slow, caches, budgetMs: 150 }).loaded;
    await vi.advanceTimersByTimeAsync(0);
    expect(await hasSettled(stale)).toBe(true);
    expect((await stale).taxonomy?.map((root) => root.name)).toEqual(['Groceries', 'Entertaining']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(taxonomyCalls()).toBe(2);
  });

  it('keeps the last taxonomy through a failed refresh, for an hour past fresh, and not after', async () => {
    vi.useFakeTimers();
    const caches = createRenderCaches();
    expect((await load({}, { caches }).loaded).taxonomy).not.toBeNull();
    const down = { status: 500, body: { error: 'down', message: 'x' } };
    vi.advanceTimersByTime(TAXONOMY_CACHE_MS + 1);
    const failing = load({ handlers: navigationCalls({ taxonomy: down }) }, { caches });
    expect((await failing.loaded).taxonomy).not.toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.logger.error).toHaveBeenCalledWith(expect.stringContaining('taxonomy'), expect.anything());

    vi.advanceTimersByTime(TAXONOMY_STALE_MS);
    expect((await load({ handlers: navigationCalls({ taxonomy: down }) }, { caches }).loaded).taxonomy).toBeNull();
  });

  it('asks once for renders that start together', async () => {
    const caches = createRenderCaches();
    const fake = fakeShoppingServices({ handlers: navigationCalls() });
    const renders = await Promise.all(Array.from({ length: 5 }, () => load({}, { fetch: fake.fetch, caches }).loaded));
    expect(renders.every(({ taxonomy }) => taxonomy?.length === 2)).toBe(true);
    expect(fake.requests.filter((request) => request === TAXONOMY)).toHaveLength(1);
  });

  it('keeps no failure: a render after a failed load asks again, and has it', async () => {
    const caches = createRenderCaches();
    for (const taxonomy of [
      { status: 500, body: { error: 'down', message: 'x' } },
      { format: 'tree', categories: [{ id: 1 }] },
    ]) {
      const failed = load({ handlers: navigationCalls({ taxonomy }) }, { caches });
      expect((await failed.loaded).taxonomy).toBeNull();
      expect(failed.logger.error).toHaveBeenCalledWith(expect.stringContaining('taxonomy'), expect.anything());
    }
    const next = load({}, { caches });
    expect((await next.loaded).taxonomy?.map((root) => root.name)).toEqual(['Groceries', 'Entertaining']);
    expect(next.fake.requests).toContain(TAXONOMY);
  });
});

describe("the server's seasonal menu", () => {
  const seasonalCalls = (requests: readonly string[]) => requests.filter((request) => request === SEASONAL).length;

  it('asks once a minute per page, for guests and signed-in shoppers alike', async () => {
    vi.useFakeTimers();
    const caches = createRenderCaches();
    const fake = fakeShoppingServices({ handlers: navigationCalls() });
    const guest = async () => (await load({}, { cookie: undefined, fetch: fake.fetch, caches }).state).seasonalMenu;

    expect(await guest()).toEqual(christmas);
    expect(await guest()).toEqual(christmas);
    expect(seasonalCalls(fake.requests)).toBe(1);

    // The content is the same for every shopper: a signed-in one is shown the page's same answer.
    const shopper = load({}, { fetch: fake.fetch, caches });
    expect((await shopper.state).seasonalMenu).toEqual(christmas);
    expect(seasonalCalls(fake.requests)).toBe(1);

    vi.advanceTimersByTime(GUEST_SEASONAL_CACHE_MS + 1);
    expect(await guest()).toEqual(christmas);
    await vi.advanceTimersByTimeAsync(0);
    expect(seasonalCalls(fake.requests)).toBe(2);
  });

  it("keeps each page's answer apart, and 'none to show' as an answer", async () => {
    const caches = createRenderCaches();
    const noneToShow = { locations: { seasonalMenu: [] }, pageTitle: { text: 'Christmas' } };
    const none = load({ handlers: navigationCalls({ seasonal: noneToShow }) }, { cookie: undefined, caches });
    expect((await none.state).seasonalMenu).toBeNull();
    const again = load({}, { cookie: undefined, caches });
    expect((await again.state).seasonalMenu).toBeNull();
    expect(seasonalCalls(again.fake.requests)).toBe(0);

    const elsewhere = loadServerState({
      servicesUrl: API,
      cookie: undefined,
      pageUrl: 'https://shop.test/ecom/shop/trolley',
      fetch: again.fake.fetch,
      caches,
    });
    expect((await elsewhere).state.seasonalMenu).toEqual(christmas);
  });

  it('keeps no failure', async () => {
    const caches = createRenderCaches();
    const failed = load(
      { handlers: navigationCalls({ seasonal: { status: 500, body: { error: 'down', message: 'x' } } }) },
      { cookie: undefined, caches },
    );
    expect(await failed.state).not.toHaveProperty('seasonalMenu');
    expect(failed.logger.error).toHaveBeenCalledWith(expect.stringContaining('seasonal menu'), expect.anything());
    expect((await load({}, { cookie: undefined, caches }).state).seasonalMenu).toEqual(christmas);
  });
});
