import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchHostEvent } from '@grocer/shared-contracts';
import { parseHeaderProps, type HeaderInitialState } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createLogger } from '../lib/logger.ts';
import { readCookie } from '../lib/cookies.ts';
import { authStateAtom } from './auth-state.ts';
import { storeWithInitialState } from '../app/initial-store.ts';
import { shoppingContextAtom, slotStateAtom, trolleyStateAtom } from './shopping-state.ts';
import { startShopping } from './start-shopping.ts';
import { fakeShoppingServices } from './testing/fake-shopping-services.ts';
import { sampleReservation, sampleSignedInServerState, sampleTrolleyResult } from './testing/shopping-fixtures.ts';

function clearCookies() {
  for (const name of ['X-Has-Token-Session', 'customerId', 'branchId']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const SIGNED_IN_STATE = sampleSignedInServerState();

const GUEST_STATE: HeaderInitialState = { auth: { status: 'signed-out', hasTokenSession: false }, complete: true };

const running: (() => void)[] = [];

/** A header started from what the server sent (or, with no state, rendered in the browser alone). */
function start(state: HeaderInitialState | null, { tokenSession = state?.auth.hasTokenSession ?? true } = {}) {
  if (tokenSession) document.cookie = 'X-Has-Token-Session=true; Path=/';
  const fake = fakeShoppingServices();
  vi.stubGlobal('fetch', fake.fetch);
  const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const emit = vi.fn();
  const config: HeaderConfig = {
    props: parseHeaderProps({ services: { api: 'http://api.test' }, clientLogging: true }).props,
    logger: createLogger(true, sink),
    emit,
  };
  const store = state ? storeWithInitialState(state) : createStore();
  // The chunks, watched: a guest's page load, or one with a complete state, must fetch neither.
  const chunks = {
    start: vi.fn(() => import('./start-shopping-state.ts')),
    calls: vi.fn(() => import('./shopping-calls.ts')),
  };
  const stop = startShopping(store, config, chunks);
  running.push(stop);
  const loadedChunks = () => ({ start: chunks.start.mock.calls.length, calls: chunks.calls.mock.calls.length });
  return { fake, sink, emit, store, stop, loadedChunks };
}

const NO_CHUNK = { start: 0, calls: 0 };

const trolleyCalls = (requests: readonly string[]) => requests.filter((request) => request.endsWith('tag=getTrolley'));

beforeEach(clearCookies);
afterEach(() => {
  for (const stop of running.splice(0)) stop();
  vi.unstubAllGlobals();
  clearCookies();
});

describe('startShopping, in a header hydrated with a complete state', () => {
  it("settles a signed-in shopper's cookies without the loading chunk or any call", async () => {
    const { fake, store, loadedChunks, emit } = start(SIGNED_IN_STATE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedChunks()).toEqual(NO_CHUNK);
    expect(fake.requests).toEqual([]);
    expect(readCookie('customerId')).toBe('C-1101');
    expect(readCookie('branchId')).toBe(sampleReservation().branchId);
    expect(emit).not.toHaveBeenCalled();
    expect(store.get(trolleyStateAtom)).toMatchObject({ status: 'loaded', updating: false });
    expect(store.get(slotStateAtom).status).toBe('booked');
  });

  it('removes the customerId and branchId cookies of a guest without the loading chunk', async () => {
    document.cookie = 'customerId=C-1101; Path=/';
    document.cookie = 'branchId=651; Path=/';
    const { fake, loadedChunks, emit } = start(GUEST_STATE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedChunks()).toEqual(NO_CHUNK);
    expect(fake.requests).toEqual([]);
    expect(readCookie('customerId')).toBeUndefined();
    // A guest has no slot: its cookie is left as it was, as before.
    expect(readCookie('branchId')).toBe('651');
    expect(emit).not.toHaveBeenCalled();
  });

  it('reports header_flicker without the loading chunk when the server found the promised session gone', () => {
    const { loadedChunks, emit } = start({ auth: { status: 'signed-out', hasTokenSession: true }, complete: true });
    expect(emit).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'header_flicker' }));
    expect(loadedChunks()).toEqual(NO_CHUNK);
  });

  it('marks the trolley as updating without a chunk, then reloads the trolley through the calls chunk', async () => {
    const { fake, store, loadedChunks } = start(SIGNED_IN_STATE);
    dispatchHostEvent('started_trolley_update', { source: 'test' });
    expect(store.get(trolleyStateAtom)).toMatchObject({ status: 'loaded', updating: true });
    expect(loadedChunks()).toEqual(NO_CHUNK);

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
    expect(loadedChunks()).toEqual({ start: 0, calls: 1 });
    // Only the trolley, with the token its first call asks for with the cookie (no page carries it, decision
    // 029): the session, context and slot stay as the server loaded them.
    expect(fake.requests).toEqual(['POST /v1/auth/token', 'POST /graph/live?tag=getTrolley']);
    expect(fake.sent[1]?.headers.get('authorization')).toBe('Bearer sample-token-0123456789abcdef');
  });

  it('reloads once for two quick updates: the newer replaces the older', async () => {
    const { fake, store } = start(SIGNED_IN_STATE);
    dispatchHostEvent('finished_trolley_update', {});
    dispatchHostEvent('finished_trolley_update', {});
    await vi.waitFor(() => expect(trolleyCalls(fake.requests)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(trolleyCalls(fake.requests)).toHaveLength(1);
    expect(store.get(trolleyStateAtom).status).toBe('loaded');
  });

  it('ignores a malformed host event with a warning, and stops listening once stopped', async () => {
    const { fake, sink, stop, loadedChunks } = start(SIGNED_IN_STATE);
    window.dispatchEvent(new CustomEvent('finished_trolley_update', { detail: { source: 42 } }));
    expect(sink.warn).toHaveBeenCalledWith(
      expect.stringContaining('Ignored a malformed finished_trolley_update event'),
      expect.anything(),
    );
    stop();
    dispatchHostEvent('finished_trolley_update', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedChunks()).toEqual(NO_CHUNK);
    expect(fake.requests).toEqual([]);
  });
});

describe('startShopping, in any other header', () => {
  it("asks once for the shopper's whole state when the server's was incomplete, and settles the cookies", async () => {
    const { fake, store, loadedChunks } = start({ ...SIGNED_IN_STATE, trolley: undefined, complete: false });
    await vi.waitFor(() => expect(store.get(trolleyStateAtom)).toMatchObject({ status: 'loaded' }));
    // Without ky: the calls chunk waits for a reload.
    expect(loadedChunks()).toEqual({ start: 1, calls: 0 });
    expect(fake.requests).toEqual(['GET /v1/header-state']);
    expect(fake.sent[0]?.credentials).toBe('include');
    expect(readCookie('customerId')).toBe('C-1101');
    expect(readCookie('branchId')).toBe(sampleReservation().branchId);
  });

  it('asks when the server could not tell who the shopper is, with the signed-in display meanwhile', async () => {
    const { fake, store, loadedChunks } = start({
      auth: { status: 'unknown', hasTokenSession: true },
      complete: false,
    });
    await vi.waitFor(() => expect(store.get(slotStateAtom).status).toBe('booked'));
    expect(store.get(trolleyStateAtom).status).toBe('loaded');
    expect(loadedChunks()).toEqual({ start: 1, calls: 0 });
    expect(fake.requests).toEqual(['GET /v1/header-state']);
    expect(store.get(authStateAtom)).toMatchObject({ isLoggedIn: true, customerId: 'C-1101' });
  });

  it('loads everything in a header rendered in the browser alone, and its host events still reload the trolley', async () => {
    const { fake, store, loadedChunks } = start(null);
    await vi.waitFor(() => expect(store.get(trolleyStateAtom).status).toBe('loaded'));
    expect(store.get(slotStateAtom).status).toBe('booked');
    expect(loadedChunks()).toEqual({ start: 1, calls: 0 });
    expect(store.get(shoppingContextAtom)).toMatchObject({ status: 'loaded' });
    dispatchHostEvent('finished_trolley_update', {});
    await vi.waitFor(() => expect(trolleyCalls(fake.requests)).toHaveLength(1));
    expect(loadedChunks()).toEqual({ start: 1, calls: 1 });
  });

  it("settles a guest's header rendered in the browser alone as signed out, with no chunk and no call", async () => {
    document.cookie = 'customerId=C-1101; Path=/';
    const { fake, store, loadedChunks } = start(null, { tokenSession: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get(authStateAtom)).toMatchObject({ initialised: true, isLoggedIn: false, token: null });
    expect(store.get(trolleyStateAtom).status).toBe('idle');
    expect(readCookie('customerId')).toBeUndefined();
    expect(loadedChunks()).toEqual(NO_CHUNK);
    expect(fake.requests).toEqual([]);
  });
});
