import { describe, expect, it, vi } from 'vitest';
import { fakeServicesPerTest } from './testing/fake-services-per-test.ts';
import { json, order, type FakeHandler } from './testing/fake-services.ts';
import { getOrder } from './orders-list.ts';

const call = { servicesUrl: 'http://services.test', token: 'token-for-booked-0123456789' };
const serve = fakeServicesPerTest();
const hang: FakeHandler = ({ signal }) =>
  new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));

describe('getOrder', () => {
  it('answers the order', async () => {
    const placed = order({ customerOrderId: '9100002' });
    serve({ 'GET /v1/orders/9100002': () => json(placed) });
    expect(await getOrder(call, '9100002')).toEqual(placed);
  });

  it('gives up after the order requests’ timeout (spec section 9: 45 seconds by default)', async () => {
    serve({ 'GET /v1/orders/9100002': hang });
    await expect(getOrder({ ...call, timeoutMs: 20 }, '9100002')).rejects.toMatchObject({ name: 'TimeoutError' });
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    serve({ 'GET /v1/orders/9100002': () => json(order()) });
    await getOrder(call, '9100002');
    expect(timeout).toHaveBeenCalledWith(45_000);
    timeout.mockRestore();
  });

  it('still gives up when the caller does (the page left)', async () => {
    serve({ 'GET /v1/orders/9100002': hang });
    const caller = new AbortController();
    const answer = getOrder({ ...call, signal: caller.signal }, '9100002');
    caller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
