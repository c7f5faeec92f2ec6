// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SHOPPING_CONTEXT, HeaderInitialState } from '@grocer/shared-contracts';
import { fakeShoppingServices, type FakeShoppingAnswers } from '../shopping/testing/fake-shopping-services.ts';
import { sampleContext, sampleTokenSession } from '../shopping/testing/shopping-fixtures.ts';
import { loadServerState } from './load-server-state.ts';
import { SIGNED_IN_COOKIE, slowServices } from './testing/shopper-scenarios.ts';

const API = 'http://api.test';

function load(
  answers: FakeShoppingAnswers = {},
  options: { cookie?: string; fetch?: typeof fetch; budgetMs?: number } = {},
) {
  const fake = fakeShoppingServices(answers);
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const state = loadServerState({
    servicesUrl: API,
    cookie: 'cookie' in options ? options.cookie : SIGNED_IN_COOKIE,
    fetch: options.fetch ?? fake.fetch,
    budgetMs: options.budgetMs,
    logger,
  });
  return { state, fake, logger };
}

const signedIn = {
  status: 'signed-in',
  hasTokenSession: true,
  customerId: 'C-1101',
  token: sampleTokenSession().token,
  isSignedOnAsCustomer: false,
};

describe('loadServerState', () => {
  it('is signed out without asking anything when there is no cookie, or no token session', async () => {
    for (const cookie of [undefined, 'fernleaf_session=abc', 'X-Has-Token-Session=false']) {
      const { state, fake } = load({}, { cookie });
      expect(await state).toEqual({ auth: { status: 'signed-out', hasTokenSession: false }, complete: true });
      expect(fake.requests).toEqual([]);
    }
  });

  it('loads a signed-in shopper: the token with the page cookies, then the context, trolley and slot with the bearer', async () => {
    const { state, fake } = load();
    const result = await state;
    expect(result).toMatchObject({
      auth: signedIn,
      context: sampleContext(),
      trolley: { status: 'loaded', containsEntertainingLines: false },
      slot: { status: 'booked', reservation: { id: 'SR-9100001-1' }, branch: { id: '651' } },
      complete: true,
    });
    expect(result.trolley).not.toHaveProperty('updating');
    const [token, ...others] = fake.sent;
    expect(token?.url).toBe(`${API}/v1/auth/token`);
    expect(token?.headers.get('cookie')).toBe(SIGNED_IN_COOKIE);
    for (const request of others) {
      expect(request.headers.get('cookie')).toBeNull();
      expect(request.headers.get('authorization')).toBe(`Bearer ${sampleTokenSession().token}`);
    }
  });

  it("stays signed out for a token session that has ended, or a support user's own sign-in", async () => {
    for (const token of [
      { status: 401, body: { error: 'unauthorised', message: 'no session' } },
      sampleTokenSession({ role: 'support' }),
    ]) {
      const { state, fake } = load({ token });
      expect(await state).toEqual({ auth: { status: 'signed-out', hasTokenSession: true }, complete: true });
      expect(fake.requests).toEqual(['POST /v1/auth/token']);
    }
  });

  it('loads no trolley or slot for a shopper with no order', async () => {
    const { state, fake } = load({ context: sampleContext({ customerOrderId: '' }) });
    expect(await state).toMatchObject({ trolley: { status: 'idle' }, slot: { status: 'idle' }, complete: true });
    expect(fake.requests).toEqual(['POST /v1/auth/token', 'GET /v1/shopping-context']);
  });

  it('keeps what is known and says it is incomplete when the services are slower than the budget', async () => {
    const fake = fakeShoppingServices();
    // The slot's calls are slow; the rest answer at once.
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return /slot-reservations/.test(request.url) ? slowServices(fake.fetch, 200)(request) : fake.fetch(request);
    };
    const { state, logger } = load({}, { fetch, budgetMs: 40 });
    const started = performance.now();
    const result = await state;
    expect(performance.now() - started).toBeLessThan(150);
    expect(result).toMatchObject({ auth: signedIn, context: sampleContext(), trolley: { status: 'loaded' } });
    expect(result).not.toHaveProperty('slot');
    expect(result.complete).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('budget'));
  });

  it("keeps the token session's promise (auth unknown) when the token itself is too slow", async () => {
    const { state } = load({}, { fetch: slowServices(fakeShoppingServices().fetch, 200), budgetMs: 20 });
    expect(await state).toEqual({ auth: { status: 'unknown', hasTokenSession: true }, complete: false });
  });

  it('degrades each malformed answer as spec section 8 says, and logs it', async () => {
    const malformedContext = load({ context: { status: 200, body: { customerId: 42 } } });
    expect(await malformedContext.state).toMatchObject({
      context: EMPTY_SHOPPING_CONTEXT,
      trolley: { status: 'idle' },
      complete: true,
    });
    expect(malformedContext.logger.error).toHaveBeenCalledWith(
      expect.stringContaining('shopping context'),
      expect.anything(),
    );

    const malformedTrolley = load({ trolley: { status: 200, body: { data: { getTrolley: { trolley: 'full' } } } } });
    expect(await malformedTrolley.state).toMatchObject({ trolley: { status: 'error' }, slot: { status: 'booked' } });
    expect(malformedTrolley.logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Failed to fetch Trolley: /),
      expect.anything(),
    );

    const malformedSlot = load({ branch: { status: 200, body: { id: 651 } } });
    expect(await malformedSlot.state).toMatchObject({ trolley: { status: 'loaded' }, slot: { status: 'error' } });

    // The token's own failure is left to the browser, which asks again: the cookie's promise stands.
    for (const token of [
      { status: 200, body: { token: null } },
      { status: 500, body: { error: 'down', message: 'x' } },
    ]) {
      const failedToken = load({ token });
      expect(await failedToken.state).toEqual({ auth: { status: 'unknown', hasTokenSession: true }, complete: false });
      expect(failedToken.logger.error).toHaveBeenCalledWith(
        expect.stringContaining('token session'),
        expect.anything(),
      );
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
          token: answer,
          context: answer,
          trolley: answer,
          reservations: answer,
          address: answer,
          branch: answer,
        }),
        fc.boolean(),
        async (answers, networkDown) => {
          const fake = fakeShoppingServices(answers as FakeShoppingAnswers);
          const fetch: typeof globalThis.fetch = networkDown
            ? () => Promise.reject(new TypeError('fetch failed'))
            : fake.fetch;
          const { state } = load({}, { fetch });
          const result = await state;
          expect(HeaderInitialState.safeParse(result).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves the shopper to the browser when the services URL is a path this server cannot reach', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const fetch = vi.fn<typeof globalThis.fetch>();
    const state = await loadServerState({ servicesUrl: '/api', cookie: SIGNED_IN_COOKIE, fetch, logger });
    expect(state).toEqual({ auth: { status: 'unknown', hasTokenSession: true }, complete: false });
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();
  });
});
