import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHeaderProps } from '@grocer/shared-contracts/domain';
import { json } from '../../../test-support/fake-network.ts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createLogger } from '../lib/logger.ts';
import { authStateAtom, sessionCheckedAtom } from './auth-state.ts';
import { sessionClientFor, warmToken } from './session-client.ts';
import { fakeShoppingServices, type FakeShoppingAnswers } from './testing/fake-shopping-services.ts';
import { sampleTokenSession } from './testing/shopping-fixtures.ts';
import { SIGNED_IN } from './testing/shopping-store.ts';

const API = 'http://api.test';

/** A server-rendered header's knowledge: who is signed in, not their token (decision 029). */
function serverRenderedShopper(answers: FakeShoppingAnswers = {}) {
  const fake = fakeShoppingServices({ handlers: { 'GET /term-suggest': () => json({ terms: ['milk'] }) }, ...answers });
  vi.stubGlobal('fetch', fake.fetch);
  const store = createStore();
  store.set(sessionCheckedAtom, { ...SIGNED_IN, token: null });
  const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const emit = vi.fn();
  const config: HeaderConfig = {
    props: parseHeaderProps({ services: { api: API } }).props,
    logger: createLogger(true, sink),
    emit,
  };
  return { fake, store, config, sink, emit };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the token, warmed before the call that needs it', () => {
  it('is asked for at once, and the call that follows waits for that answer instead of asking again', async () => {
    const { fake, store, config } = serverRenderedShopper();
    warmToken(config, store);
    await vi.waitFor(() => expect(fake.requests).toEqual(['POST /v1/auth/token']));
    await sessionClientFor(config, store).get('term-suggest', { searchParams: { term: 'mil' } });
    expect(fake.requests).toEqual(['POST /v1/auth/token', 'GET /term-suggest']);
    expect(fake.sent.at(-1)?.headers.get('authorization')).toBe(`Bearer ${sampleTokenSession().token}`);
    expect(store.get(authStateAtom).token).toBe(sampleTokenSession().token);
  });

  it('asks for nothing for a guest, nor for a shopper whose token the header holds', async () => {
    const { fake, store, config } = serverRenderedShopper();
    store.set(sessionCheckedAtom, SIGNED_IN);
    warmToken(config, store);
    const guest = serverRenderedShopper();
    guest.store.set(sessionCheckedAtom, { ...SIGNED_IN, isLoggedIn: false, customerId: null, token: null });
    warmToken(guest.config, guest.store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.requests).toEqual([]);
    expect(guest.fake.requests).toEqual([]);
  });
});

describe("the token endpoint's 401 (spec section 8: not an error)", () => {
  it('is the answer "no session": no error logged, no auth_required, and the call goes on as signed out', async () => {
    const { fake, store, config, sink, emit } = serverRenderedShopper({
      token: { status: 401, body: { error: 'unauthenticated', message: 'No session' } },
    });
    await sessionClientFor(config, store).get('term-suggest', { searchParams: { term: 'mil' } });
    expect(fake.requests).toEqual(['POST /v1/auth/token', 'GET /term-suggest']);
    expect(fake.sent.at(-1)?.headers.get('authorization')).toBe('Bearer unauthenticated');
    expect(store.get(authStateAtom).token).toBeNull();
    expect(sink.error).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalledWith('auth_required', expect.anything());
    // Still logged, as every response is: as an answer.
    expect(sink.info).toHaveBeenCalledWith(
      '[header] API response',
      expect.objectContaining({ service: 'token', path: '/v1/auth/token', status: 401 }),
    );
  });
});
