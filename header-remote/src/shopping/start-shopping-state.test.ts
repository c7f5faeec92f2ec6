import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchHostEvent, parseHeaderProps } from '@grocer/shared-contracts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createLogger } from '../lib/logger.ts';
import { readCookie } from '../lib/cookies.ts';
import { authStateAtom, signedInDisplayAtom } from './auth-state.ts';
import { shoppingContextAtom, slotStateAtom, trolleyStateAtom } from './shopping-state.ts';
import { startShoppingState } from './start-shopping-state.ts';
import { fakeShoppingServices, type FakeShoppingAnswers } from './testing/fake-shopping-services.ts';
import { sampleReservation, sampleTrolleyResult } from './testing/shopping-fixtures.ts';

function clearCookies() {
  for (const name of ['X-Has-Token-Session', 'customerId', 'branchId']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const running: (() => void)[] = [];

function start(answers: FakeShoppingAnswers = {}, { tokenSession = true } = {}) {
  if (tokenSession) document.cookie = 'X-Has-Token-Session=true; Path=/';
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
  const stop = startShoppingState(store, config);
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
  it('stays signed out without asking anything when there is no token session', async () => {
    const { fake, store, settled, stop } = start({}, { tokenSession: false });
    await settled();
    expect(store.get(authStateAtom)).toMatchObject({ initialised: true, isLoggedIn: false, token: null });
    expect(store.get(signedInDisplayAtom)).toBe(false);
    expect(fake.requests).toEqual([]);
    expect(store.get(trolleyStateAtom).status).toBe('idle');
    stop();
  });

  it('shows the signed-in display from the cookie alone, before anything has loaded', () => {
    document.cookie = 'X-Has-Token-Session=true; Path=/';
    const store = createStore();
    expect(store.get(authStateAtom)).toMatchObject({ initialised: false, hasTokenSession: true });
    expect(store.get(signedInDisplayAtom)).toBe(true);
  });

  it('shows the signed-in display before the token arrives, then loads context, trolley and slot with the bearer', async () => {
    const { fake, store, settled, stop } = start();
    expect(store.get(signedInDisplayAtom)).toBe(true);
    expect(store.get(authStateAtom).initialised).toBe(false);
    await settled();
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: true, customerId: 'C-1101' });
    expect(fake.requests.slice(0, 2)).toEqual(['POST /v1/auth/token', 'GET /v1/shopping-context']);
    // The trolley and the slot load side by side.
    expect(fake.requests.slice(2).sort()).toEqual([
      'GET /addresses/A-1101',
      'GET /branches/651',
      'GET /slot-reservations',
      'POST /graph/live?tag=getTrolley',
    ]);
    expect(fake.sent[0]?.credentials).toBe('include');
    expect(fake.sent[1]?.headers.get('authorization')).toBe('Bearer sample-token-0123456789abcdef');
    expect(store.get(shoppingContextAtom)).toMatchObject({ status: 'loaded' });
    expect(store.get(trolleyStateAtom)).toMatchObject({ status: 'loaded', updating: false });
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
    const { store, emit, sink, settled, stop } = start({
      token: { status: 401, body: { error: 'unauthenticated', message: 'No session' } },
    });
    await settled();
    expect(store.get(authStateAtom)).toMatchObject({ initialised: true, isLoggedIn: false });
    expect(readCookie('customerId')).toBeUndefined();
    expect(emit).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'header_flicker' }));
    // A 401 on the token endpoint is not an error (spec section 8).
    expect(sink.error).not.toHaveBeenCalled();
    stop();
  });

  it('falls back to the empty shopping context when it cannot load, and then loads no trolley', async () => {
    const { store, sink, stop, fake } = start({
      context: { status: 500, body: { error: 'boom', message: 'x' } },
    });
    await vi.waitFor(() =>
      expect(store.get(shoppingContextAtom)).toMatchObject({ status: 'loaded', context: { customerOrderId: '' } }),
    );
    await vi.waitFor(() => expect(store.get(trolleyStateAtom).status).toBe('idle'));
    expect(fake.requests).not.toContain('POST /graph/live?tag=getTrolley');
    expect(sink.error).toHaveBeenCalledWith(expect.stringContaining('shopping context'), expect.anything());
    stop();
  });

  it('puts the trolley in its error state and logs "Failed to fetch Trolley" on a 500 or a malformed body', async () => {
    for (const trolley of [
      { status: 500, body: { error: 'internal', message: 'down' } },
      { getTrolley: { trolley: { amendingOrder: 'yes' } }, getOrder: null } as never,
    ]) {
      const { store, sink, settled, stop } = start({ trolley });
      await settled();
      expect(store.get(trolleyStateAtom).status).toBe('error');
      expect(sink.error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[header\] Failed to fetch Trolley: /),
        expect.anything(),
      );
      stop();
    }
  });

  it('does not log a trolley 404, but still shows the error state', async () => {
    const { store, sink, settled, stop } = start({
      trolley: { status: 404, body: { error: 'not_found', message: 'gone' } },
    });
    await settled();
    expect(store.get(trolleyStateAtom).status).toBe('error');
    expect(sink.error).not.toHaveBeenCalledWith(expect.stringContaining('Failed to fetch Trolley'), expect.anything());
    stop();
  });

  it('is not booked, with the branchId cookie removed, when the address lookup fails', async () => {
    document.cookie = 'branchId=651; Path=/';
    const { store, settled, stop } = start({ address: { status: 404, body: { error: 'not_found', message: 'gone' } } });
    await settled();
    expect(store.get(slotStateAtom).status).toBe('error');
    expect(readCookie('branchId')).toBeUndefined();
    stop();
  });

  it('chooses the UNCONFIRMED reservation among live ones and ignores expired ones', async () => {
    const { store, settled, stop } = start({
      reservations: [
        sampleReservation({ id: 'old', status: 'EXPIRED' }),
        sampleReservation({ id: 'placed', status: 'CONFIRMED', expiryDateTime: null }),
        sampleReservation({ id: 'new', status: 'UNCONFIRMED' }),
      ],
    });
    await settled();
    expect(store.get(slotStateAtom)).toMatchObject({ status: 'booked', reservation: { id: 'new' } });
    stop();
  });

  it('shows no slot when there is no live reservation', async () => {
    const { store, settled, stop, fake } = start({ reservations: [sampleReservation({ status: 'EXPIRED' })] });
    await settled();
    expect(store.get(slotStateAtom).status).toBe('none');
    expect(fake.requests.some((request) => request.includes('/addresses/'))).toBe(false);
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
    expect(fake.requests.filter((request) => request.includes('getTrolley'))).toHaveLength(2);
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
    expect(fake.requests.filter((request) => request.includes('getTrolley'))).toHaveLength(1);
    expect(store.get(trolleyStateAtom).status).toBe('loaded');
  });
});
