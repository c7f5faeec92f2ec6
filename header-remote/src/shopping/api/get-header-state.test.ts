import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { ServiceCallError } from '../../lib/service-calls.ts';
import { headerStateFrom } from '../testing/fake-shopping-services.ts';
import { getHeaderState } from './get-header-state.ts';

const API = 'http://api.test/base';

/** The call with a fetch answering `answer`, logged to a sink as the header's console would be. */
function call(
  answer: (signal: AbortSignal) => Promise<Response>,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
) {
  const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const fetch = vi.fn<typeof globalThis.fetch>((_input, init) => answer(init?.signal ?? new AbortController().signal));
  const result = getHeaderState({
    fetch,
    servicesUrl: API,
    signal: options.signal ?? new AbortController().signal,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    logger: createLogger(true, sink),
  });
  return { result, sink, fetch };
}

/** Like a real fetch: pending until its signal ends it. */
const never = (signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error));
  });

describe('getHeaderState, logged as every call is (spec sections 7 and 8)', () => {
  it('logs the answer with its service, path, status and timing', async () => {
    const { result, sink } = call(async () => Response.json(headerStateFrom({})));
    await expect(result).resolves.toMatchObject({ signedIn: true, customerId: 'C-1101' });
    expect(sink.info).toHaveBeenCalledWith('[header] API response', {
      service: 'header-state',
      path: '/base/v1/header-state',
      status: 200,
      duration: expect.any(Number),
    });
    expect(sink.error).not.toHaveBeenCalled();
  });

  it('logs a failed answer with service, path, duration, status and message', async () => {
    const { result, sink } = call(async () =>
      Response.json({ error: 'unavailable', message: 'down' }, { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(result).rejects.toEqual(expect.objectContaining({ name: 'ServiceCallError', status: 503 }));
    expect(sink.error).toHaveBeenCalledWith('[header] API error response', {
      service: 'header-state',
      path: '/base/v1/header-state',
      status: 503,
      duration: expect.any(Number),
      message: 'Service Unavailable',
    });
  });

  it('logs no answer at all (the network) with status 0 and the message, and throws a ServiceCallError', async () => {
    const { result, sink } = call(() => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceCallError);
    expect(error).toMatchObject({ status: 0, message: expect.stringContaining('Failed to fetch') });
    expect(sink.error).toHaveBeenCalledWith('[header] API request failed', {
      service: 'header-state',
      path: '/base/v1/header-state',
      status: 0,
      duration: expect.any(Number),
      message: 'Failed to fetch',
    });
  });

  it('logs its own timeout as a failure', async () => {
    const { result, sink } = call(never, { timeoutMs: 5 });
    await expect(result).rejects.toBeInstanceOf(ServiceCallError);
    expect(sink.error).toHaveBeenCalledWith(
      '[header] API request failed',
      expect.objectContaining({ service: 'header-state', status: 0, duration: expect.any(Number) }),
    );
  });

  it("logs nothing when its caller ends it (an unmount, a server's budget)", async () => {
    const controller = new AbortController();
    const { result, sink } = call(never, { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort();
    await expect(result).rejects.toThrow();
    expect(sink.error).not.toHaveBeenCalled();
    expect(sink.info).not.toHaveBeenCalled();
  });
});
