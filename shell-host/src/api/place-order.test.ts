import { describe, expect, it, vi } from 'vitest';
import { fakeServicesPerTest } from './testing/fake-services-per-test.ts';
import { json, order, type FakeHandler } from './testing/fake-services.ts';
import { placeOrder } from './place-order.ts';

const servicesUrl = 'http://services.test';
const call = { servicesUrl, token: 'token-for-booked-0123456789' };

const serve = fakeServicesPerTest();

function place(handler: FakeHandler, timeoutMs?: number) {
  serve({ 'PATCH /v1/orders/9100002/place': handler });
  return placeOrder({ ...call, timeoutMs }, '9100002');
}

describe('placeOrder', () => {
  it('answers the placed order', async () => {
    const placed = order({ state: 'PLACED', placedAt: '2031-03-03T09:00:00.000Z' });
    expect(await place(() => json(placed))).toEqual({ outcome: 'placed', order: placed });
  });

  it('maps a refusal to its catalogue key and keeps the services’ error', async () => {
    const previousSlot = order().slots[0];
    const error = {
      error: 'order_not_placeable',
      message: 'Unavailable',
      code: 'ORDER_ORCHESTRATION_058',
      previousSlot,
    };
    expect(await place(() => json(error, 409))).toEqual({ outcome: 'failed', key: 'ORDER_ORCHESTRATION_058', error });
  });

  it.each([
    ['a 409 without a code', () => json({ error: 'order_not_placeable', message: 'Cancelled' }, 409)],
    ['an unknown code', () => json({ error: 'x', message: 'x', code: 'ORDER_ORCHESTRATION_999' }, 409)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a placed answer that does not parse', () => json({ customerOrderId: '9100002' })],
  ])('is UNKNOWN_ERROR for %s', async (_, handler: FakeHandler) => {
    expect(await place(handler)).toEqual({ outcome: 'failed', key: 'UNKNOWN_ERROR' });
  });

  it('gives up after the timeout, as TIMEOUT', async () => {
    const hang: FakeHandler = ({ signal }) =>
      new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    expect(await place(hang, 20)).toEqual({ outcome: 'failed', key: 'TIMEOUT' });
  });

  it('waits 45 seconds by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await place(() => json(order({ state: 'PLACED' })));
    expect(timeout).toHaveBeenCalledWith(45_000);
  });

  it('is signed out on a 401', async () => {
    expect(await place(() => json({ error: 'unauthenticated', message: 'x' }, 401))).toEqual({ outcome: 'signed-out' });
  });
});
