import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchHostEvent } from '@grocer/shared-contracts';
import { EMPTY_SHOPPING_CONTEXT, parseHeaderProps } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createLogger } from '../lib/logger.ts';
import { readCookie } from '../lib/cookies.ts';
import { authStateAtom, signedInDisplayAtom } from './auth-state.ts';
import { deliveryPassStatusAtom } from './delivery-pass-state.ts';
import { shoppingContextAtom, slotStateAtom, trolleyStateAtom } from './shopping-state.ts';
import { startShoppingState } from './start-shopping-state.ts';
import { fakeShoppingServices, type FakeShoppingAnswers } from './testing/fake-shopping-services.ts';
import { sampleTrolleyResult } from './testing/shopping-fixtures.ts';

function clearCookies() {
  for (const name of ['X-Has-Token-Session', 'customerId', 'branchId']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const running: (() => void)[] = [];

function start(answers: FakeShoppingAnswers = {}) {
  document.cookie = 'X-Has-Token-Session=true; Path=/';
  const fake = fakeShoppingServices(answers);
  vi.stubGlobal('fetch', fake.fetch);
  const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const emit = vi.fn();
  const config: HeaderConfig = {
    props: parseHeaderProps({ services: { api: 'http://api.test' }, clientLogging: true }).props,
    logger: createLogger(true, sink),
    emit,
  };
  const store = createStore();
  const refreshTrolley = (signal: AbortSignal) =>
    import('./shopping-calls.ts').then(({ loadTrolley }) => loadTrolley(store, config, signal));
  const stop = startShoppingState(store, config, refreshTrolley);
  running.push(stop);
  const settled = () =>
    vi.waitFor(() => {
      const trolley = store.get(trolleyStateAtom).status;
      const slot = store.get(slotStateAtom).status;
      const auth = store.get(authStateAtom);
      if (!auth.initialised) throw new Error('auth not initialised');
      if (auth.isLoggedIn && (trolley === 'loading' || slot === 'loading' || trolley === 'idle')) {
        throw new Error('still loading');
      }
    });
  return { fake, sink, emit, store, stop, settled };
}

beforeEach(clearCookies);
afterEach(() => {
  for (const stop of running.splice(0)) stop();
  vi.unstubAllGlobals();
  clearCookies();
});

describe('startShoppingState', () => {
  it('shows the signed-in display from the cookie alone, before anything has loaded', () => {
    document.cookie = 'X-Has-Token-Session=true; Path=/';
    const store = createStore();
    expect(store.get(authStateAtom)).toMatchObject({ initialised: false, hasTokenSession: true });
    expect(store.get(signedInDisplayAtom)).toBe(true);
  });

  it("shows the signed-in display, then the shopper's state from one call with the page's cookies, and no token", async () => {
    const { fake, store, settled, stop } = start();
    expect(store.get(signedInDisplayAtom)).toBe(true);
    expect(store.get(authStateAtom).initialised).toBe(false);
    await settled();
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: true, customerId: 'C-1101', token: null });
    expect(fake.requests).toEqual(['GET /v1/header-state']);
    expect(fake.sent[0]?.credentials).toBe('include');
    expect(store.get(shoppingContextAtom)).toMatchObject({ status: 'loaded' });
    expect(store.get(trolleyStateAtom)).toMatchObject({ status: 'loaded', updating: false, lines: null });
    expect(store.get(slotStateAtom)).toMatchObject({
      status: 'booked',
      address: { id: 'A-1101' },
      branch: { id: '651' },
    });
    expect(readCookie('customerId')).toBe('C-1101');
    expect(readCookie('branchId')).toBe('651');
    stop();
  });

  it('reports header_flicker and removes the customerId cookie when the promised session is gone', async () => {
    document.cookie = 'customerId=C-1101; Path=/';
    const { store, emit, sink, settled, stop } = start({ headerState: { signedIn: false } });
    await settled();
    expect(store.get(authStateAtom)).toMatchObject({ initialised: true, isLoggedIn: false });
    expect(readCookie('customerId')).toBeUndefined();
    expect(emit).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'header_flicker' }));
    expect(sink.error).not.toHaveBeenCalled();
    stop();
  });

  it("logs the one call's answer with its service, path, status and timing", async () => {
    const { sink, settled, stop } = start();
    await settled();
    expect(sink.info).toHaveBeenCalledWith('[header] API response', {
      service: 'header-state',
      path: '/v1/header-state',
      status: 200,
      duration: expect.any(Number),
    });
    stop();
  });

  it("keeps a signed-in shopper signed in, with the spec's defaults for the rest, when the one call fails", async () => {
    document.cookie = 'customerId=C-1101; Path=/';
    document.cookie = 'branchId=651; Path=/';
    const { store, sink, emit, settled, stop } = start({
      headerState: { status: 503, body: { error: 'unavailable', message: 'down' } } as never,
    });
    await settled();
    expect(store.get(signedInDisplayAtom)).toBe(true);
    expect(store.get(authStateAtom)).toMatchObject({ initialised: true, isLoggedIn: true, hasTokenSession: true });
    expect(store.get(authStateAtom).error).toMatch(/503/);
    expect(store.get(shoppingContextAtom)).toEqual({ status: 'loaded', context: EMPTY_SHOPPING_CONTEXT });
    expect(store.get(trolleyStateAtom).status).toBe('error');
    expect(store.get(slotStateAtom).status).toBe('error');
    expect(store.get(deliveryPassStatusAtom)).toBe('UNKNOWN');
    // The failure is logged as the spec describes: the call's record, then what the header did.
    expect(sink.error).toHaveBeenCalledWith('[header] API error response', {
      service: 'header-state',
      path: '/v1/header-state',
      status: 503,
      duration: expect.any(Number),
      message: expect.any(String),
    });
    expect(sink.error).toHaveBeenCalledWith(
      expect.stringContaining("shopper's header state; the cookies' sign-in is kept"),
      {
        service: 'header-state',
        path: '/v1/header-state',
        duration: expect.any(Number),
        status: 503,
        message: expect.stringMatching(/503/),
      },
    );
    // Nothing is known of the session: the cookies stay, and no flicker is reported.
    expect(readCookie('customerId')).toBe('C-1101');
    expect(readCookie('branchId')).toBe('651');
    expect(emit).not.toHaveBeenCalledWith('header_error', expect.anything());
    stop();
  });

  it("logs an answer that is not the contract's with service, path, duration, status and message, and keeps the sign-in", async () => {
    const { store, sink, settled, stop } = start({ headerState: { signedIn: true, customerId: 'C-1101' } as never });
    await settled();
    expect(store.get(authStateAtom)).toMatchObject({ initialised: true, isLoggedIn: true });
    expect(store.get(trolleyStateAtom).status).toBe('error');
    // The call itself answered 200, so the one record of the failure is the header's: it says all of it.
    expect(sink.error).toHaveBeenCalledWith(
      expect.stringContaining("shopper's header state; the cookies' sign-in is kept"),
      {
        service: 'header-state',
        path: '/v1/header-state',
        duration: expect.any(Number),
        status: 0,
        message: expect.stringContaining('v1/header-state'),
      },
    );
    stop();
  });

  it('is signed out when the one call fails and the token-session cookie has gone meanwhile', async () => {
    const { store, settled, stop } = start({
      headerState: { status: 503, body: { error: 'unavailable', message: 'down' } } as never,
    });
    clearCookies();
    await settled();
    expect(store.get(authStateAtom)).toMatchObject({ initialised: true, isLoggedIn: false });
    expect(store.get(signedInDisplayAtom)).toBe(false);
    expect(store.get(trolleyStateAtom).status).toBe('idle');
    stop();
  });

  it("asks for the shopper again at a page's trolley change after the one call failed, never showing an empty trolley", async () => {
    const { store, settled, stop, fake } = start({
      headerState: { status: 503, body: { error: 'unavailable', message: 'down' } } as never,
    });
    await settled();
    fake.answers = {};
    dispatchHostEvent('finished_trolley_update', {});
    await vi.waitFor(() => expect(store.get(trolleyStateAtom)).toMatchObject({ status: 'loaded' }));
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: true, customerId: 'C-1101', error: null });
    expect(fake.requests).toEqual(['GET /v1/header-state', 'GET /v1/header-state']);
    expect(readCookie('customerId')).toBe('C-1101');
    stop();
  });

  it('puts the trolley in its error state and logs "Failed to fetch Trolley" when a reload gets a 500 or a malformed body', async () => {
    for (const trolley of [
      { status: 500, body: { error: 'internal', message: 'down' } },
      { getTrolley: { trolley: { amendingOrder: 'yes' } }, getOrder: null } as never,
    ]) {
      const { store, sink, settled, stop, fake } = start();
      await settled();
      fake.answers = { ...fake.answers, trolley };
      dispatchHostEvent('finished_trolley_update', {});
      await vi.waitFor(() => expect(store.get(trolleyStateAtom).status).toBe('error'));
      expect(sink.error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[header\] Failed to fetch Trolley: /),
        expect.anything(),
      );
      stop();
    }
  });

  it('does not log a trolley 404 on a reload, but still shows the error state', async () => {
    const { store, sink, settled, stop, fake } = start();
    await settled();
    fake.answers = { ...fake.answers, trolley: { status: 404, body: { error: 'not_found', message: 'gone' } } };
    dispatchHostEvent('finished_trolley_update', {});
    await vi.waitFor(() => expect(store.get(trolleyStateAtom).status).toBe('error'));
    expect(sink.error).not.toHaveBeenCalledWith(expect.stringContaining('Failed to fetch Trolley'), expect.anything());
    stop();
  });

  it('marks the trolley as updating between the host events, then refreshes the totals', async () => {
    const { store, settled, stop, fake } = start();
    await settled();
    dispatchHostEvent('started_trolley_update', { source: 'test' });
    expect(store.get(trolleyStateAtom)).toMatchObject({ status: 'loaded', updating: true });
    fake.answers = {
      ...fake.answers,
      trolley: {
        getTrolley: sampleTrolleyResult({ count: 4, total: 50 }),
        getOrder: { containsEntertainingLines: false },
      },
    };
    dispatchHostEvent('finished_trolley_update', { source: 'test' });
    await vi.waitFor(() =>
      expect(store.get(trolleyStateAtom)).toMatchObject({
        status: 'loaded',
        updating: false,
        summary: { itemCount: 4, totals: { totalEstimatedCost: { amount: 50 } } },
      }),
    );
    // The first load's summary came with the one call; the event asked for the trolley itself.
    expect(fake.requests.filter((request) => request.includes('getTrolley'))).toHaveLength(1);
    stop();
  });

  it('ignores a malformed host event and stops listening once stopped', async () => {
    const { store, settled, stop, fake, sink } = start();
    await settled();
    window.dispatchEvent(new CustomEvent('finished_trolley_update', { detail: { source: 42 } }));
    expect(sink.warn).toHaveBeenCalled();
    stop();
    dispatchHostEvent('finished_trolley_update', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.requests.filter((request) => request.includes('getTrolley'))).toEqual([]);
    expect(store.get(trolleyStateAtom).status).toBe('loaded');
  });
});
