import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SHOPPER_SESSION_KEY,
  clearShopperSession,
  readShopperSession,
  saveShopperSession,
  subscribeToShopperSession,
} from './shopper-session.ts';

const later = () => new Date(Date.now() + 60_000).toISOString();

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the host’s shopper session', () => {
  it('saves, reads back the same object, and clears, telling subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToShopperSession(listener);
    const session = { token: 'a-signed-token-0123456789', customerId: 'C-1', expiresAt: later() };
    saveShopperSession(session);
    expect(readShopperSession()).toEqual(session);
    expect(readShopperSession()).toBe(readShopperSession());
    clearShopperSession();
    expect(readShopperSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it.each([
    ['not JSON', '{'],
    ['the wrong shape', JSON.stringify({ token: 1 })],
    ['a short token', JSON.stringify({ token: 'x', customerId: 'C-1', expiresAt: later() })],
    [
      'an expired session',
      JSON.stringify({ token: 'a-signed-token-0123456789', customerId: 'C-1', expiresAt: '2020-01-01T00:00:00.000Z' }),
    ],
  ])('discards %s as signed out', (_, raw) => {
    sessionStorage.setItem(SHOPPER_SESSION_KEY, raw);
    expect(readShopperSession()).toBeNull();
    expect(sessionStorage.getItem(SHOPPER_SESSION_KEY)).toBeNull();
  });
});
