import { describe, expect, it, vi } from 'vitest';
import { fakeServicesPerTest } from './testing/fake-services-per-test.ts';
import { fakeServices, json, tokenAnswer, tokenSession } from './testing/fake-services.ts';
import {
  forgetShopperSession,
  loadShopperSession,
  readShopperSession,
  setShopperSession,
  subscribeToShopperSession,
} from './shopper-session.ts';

const servicesUrl = 'http://services.test';

const serve = fakeServicesPerTest();

function settled() {
  return new Promise<void>((resolve) => {
    const unsubscribe = subscribeToShopperSession(() => {
      if (readShopperSession(servicesUrl).status !== 'loading') {
        unsubscribe();
        resolve();
      }
    });
  });
}

function load(handlers: Parameters<typeof fakeServices>[0]) {
  const services = serve(handlers);
  const done = settled();
  loadShopperSession(servicesUrl);
  return { services, done };
}

describe('the page’s token session', () => {
  it('asks POST /v1/auth/token once per page load, with the cookies, and keeps the answer', async () => {
    const { services, done } = load(tokenSession('token-for-booked-0123456789'));
    expect(readShopperSession(servicesUrl)).toEqual({ status: 'loading' });
    await done;
    const state = readShopperSession(servicesUrl);
    expect(state).toEqual({
      status: 'signed-in',
      session: {
        token: 'token-for-booked-0123456789',
        customerId: 'C-1102',
        expiresAt: expect.any(String),
        isSignedOnAsCustomer: false,
      },
    });
    loadShopperSession(servicesUrl);
    expect(readShopperSession(servicesUrl)).toBe(state);
    const [call] = services.calls('/v1/auth/token');
    expect(call).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(services.requests).toHaveLength(1);
  });

  it('is signed out, quietly, on a 401', async () => {
    const { done } = load({ 'POST /v1/auth/token': () => json({ error: 'unauthenticated', message: 'x' }, 401) });
    await done;
    expect(readShopperSession(servicesUrl)).toEqual({ status: 'signed-out' });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('is signed out at once, without a call, when the indicator cookie is missing', () => {
    const services = serve({});
    loadShopperSession(servicesUrl);
    expect(readShopperSession(servicesUrl)).toEqual({ status: 'signed-out' });
    expect(services.requests).toEqual([]);
  });

  it.each([
    ['a server error', () => json({ error: 'internal', message: 'boom' }, 500)],
    ['an answer that does not parse', () => json({ token: 'short' })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is signed out, with a warning, after %s', async (_, answer) => {
    const { done } = load({ 'POST /v1/auth/token': answer });
    await done;
    expect(readShopperSession(servicesUrl)).toEqual({ status: 'signed-out' });
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('treats a support user’s own sign-in as signed out: it cannot shop', async () => {
    const { done } = load({ 'POST /v1/auth/token': () => json(tokenAnswer(undefined, { role: 'support' })) });
    await done;
    expect(readShopperSession(servicesUrl)).toEqual({ status: 'signed-out' });
  });

  it('takes a sign-in’s answer, and forgets it when a service refuses the token, telling subscribers', () => {
    fakeServices({});
    const listener = vi.fn();
    const unsubscribe = subscribeToShopperSession(listener);
    const session = {
      token: 'a-signed-token-0123456789',
      customerId: 'C-1',
      expiresAt: new Date().toISOString(),
      isSignedOnAsCustomer: true,
    };
    setShopperSession(servicesUrl, session);
    expect(readShopperSession(servicesUrl)).toEqual({ status: 'signed-in', session });
    forgetShopperSession();
    expect(readShopperSession(servicesUrl)).toEqual({ status: 'signed-out' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('is signed out without asking when the page has no services URL', () => {
    const services = serve({});
    loadShopperSession('');
    expect(readShopperSession('')).toEqual({ status: 'signed-out' });
    expect(services.requests).toEqual([]);
  });
});
