import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHeaderProps } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { silentLogger } from '../lib/logger.ts';
import { askForToken, askForTokenOnWake } from './ask-for-token.ts';
import { authStateAtom, sessionCheckedAtom } from './auth-state.ts';
import { fakeShoppingServices, type FakeShoppingAnswers } from './testing/fake-shopping-services.ts';
import { sampleTokenSession } from './testing/shopping-fixtures.ts';
import { SIGNED_IN } from './testing/shopping-store.ts';

const API = 'http://api.test';

/** A live header of a server-rendered page: it knows who is signed in, not their token (decision 029). */
function liveHeader(answers: FakeShoppingAnswers = {}) {
  const services = fakeShoppingServices(answers);
  vi.stubGlobal('fetch', services.fetch);
  const store = createStore();
  store.set(sessionCheckedAtom, { ...SIGNED_IN, token: null });
  const config: HeaderConfig = {
    props: parseHeaderProps({ services: { api: API } }).props,
    logger: silentLogger,
    emit: vi.fn(),
  };
  return { services, firstCall: () => askForToken(store, config), store };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the token asked for as the header wakes', () => {
  it("is what the live header's first call takes: one request in all", async () => {
    const { services, firstCall, store } = liveHeader();
    askForTokenOnWake(API, SIGNED_IN.customerId ?? '', silentLogger);
    // Sent before the call returns: before the hydration that follows it takes the main thread.
    expect(services.requests).toEqual(['POST /v1/auth/token']);

    expect(await firstCall()).toBe(sampleTokenSession().token);
    expect(services.requests).toEqual(['POST /v1/auth/token']);
    expect(store.get(authStateAtom).token).toBe(sampleTokenSession().token);
  });

  it('is not taken for another shopper (a sign-in in another tab meanwhile): the first call asks afresh', async () => {
    const { services, firstCall } = liveHeader();
    askForTokenOnWake(API, 'C-OTHER', silentLogger);
    expect(await firstCall()).toBe(sampleTokenSession().token);
    expect(services.requests).toEqual(['POST /v1/auth/token', 'POST /v1/auth/token']);
  });

  it('that failed is asked again by the first call', async () => {
    const { services, firstCall } = liveHeader({ token: { status: 503, body: {} } });
    const logger = { ...silentLogger, error: vi.fn() };
    askForTokenOnWake(API, SIGNED_IN.customerId ?? '', logger);
    await vi.waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith('API error response', expect.objectContaining({ status: 503 })),
    );
    services.answers = {};
    expect(await firstCall()).toBe(sampleTokenSession().token);
    expect(services.requests).toEqual(['POST /v1/auth/token', 'POST /v1/auth/token']);
  });

  it('is taken once: a later first call of another header asks afresh', async () => {
    const first = liveHeader();
    askForTokenOnWake(API, SIGNED_IN.customerId ?? '', silentLogger);
    await first.firstCall();
    const second = liveHeader();
    await second.firstCall();
    expect(second.services.requests).toEqual(['POST /v1/auth/token']);
  });
});
