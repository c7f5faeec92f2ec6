import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHTTPError } from 'ky';
import { createApiClient, serviceBase } from './api-client.ts';
import { createLogger } from './logger.ts';

function setup(
  options: { getToken?: () => string | undefined; response?: (request: Request) => Promise<Response> } = {},
) {
  const fetch = vi.fn<(request: Request) => Promise<Response>>(
    options.response ?? (async () => Response.json({ terms: ['milk'] })),
  );
  vi.stubGlobal('fetch', fetch);
  const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const emit = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test/base',
    logger: createLogger(true, sink),
    emit,
    getToken: options.getToken,
  });
  const sent = () => fetch.mock.calls[0]?.[0] as Request;
  return { api, fetch, sink, emit, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApiClient', () => {
  it('sends the unauthenticated bearer and the breadcrumb header, under the base path', async () => {
    const { api, sent } = setup();
    await expect(api.get('term-suggest', { searchParams: { term: 'mil' } }).json()).resolves.toEqual({
      terms: ['milk'],
    });
    expect(sent().url).toBe('http://api.test/base/term-suggest?term=mil');
    expect(sent().headers.get('authorization')).toBe('Bearer unauthenticated');
    expect(sent().headers.get('x-application-name')).toBe('fernleaf-header');
  });

  it("sends the shopper's token when there is one", async () => {
    const { api, sent } = setup({ getToken: () => 'token-123' });
    await api.get('term-suggest').json();
    expect(sent().headers.get('authorization')).toBe('Bearer token-123');
  });

  it('logs every response with its service, path, status and duration', async () => {
    const { api, sink } = setup();
    await api.get('term-suggest', { context: { service: 'term-suggest' } }).json();
    expect(sink.info).toHaveBeenCalledWith('[header] API response', {
      service: 'term-suggest',
      path: '/base/term-suggest',
      status: 200,
      duration: expect.any(Number),
    });
  });

  it('reports a 401 to the host as auth_required and never redirects', async () => {
    const href = window.location.href;
    const { api, emit, sink } = setup({ response: async () => new Response('{}', { status: 401 }) });
    const error: unknown = await api.get('v1/pass/status', { context: { service: 'delivery-pass' } }).catch((e) => e);
    expect(isHTTPError(error)).toBe(true);
    expect(emit).toHaveBeenCalledWith('auth_required', { service: 'delivery-pass', status: 401 });
    expect(sink.error).toHaveBeenCalledWith('[header] API error response', expect.objectContaining({ status: 401 }));
    expect(window.location.href).toBe(href);
  });

  it('does not retry, and logs a network failure', async () => {
    const { api, fetch, sink } = setup({ response: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.get('term-suggest').json()).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sink.error).toHaveBeenCalledWith(
      '[header] API request failed',
      expect.objectContaining({ service: '/base/term-suggest', path: '/base/term-suggest', status: 0 }),
    );
  });

  it('does not log a request its caller aborted', async () => {
    const { api, sink } = setup({
      // Like a real fetch: pending until its signal aborts.
      response: (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const controller = new AbortController();
    const pending = api.get('term-suggest', { signal: controller.signal }).json();
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(sink.error).not.toHaveBeenCalled();
  });
  it('treats a quiet status as an answer: logged as info, no auth_required', async () => {
    const { api, emit, sink } = setup({ response: async () => new Response('{}', { status: 401 }) });
    const error: unknown = await api
      .post('v1/auth/token', { context: { service: 'token', quietStatuses: [401] } })
      .catch((e: unknown) => e);
    expect(isHTTPError(error)).toBe(true);
    expect(emit).not.toHaveBeenCalled();
    expect(sink.error).not.toHaveBeenCalled();
    expect(sink.info).toHaveBeenCalledWith('[header] API response', expect.objectContaining({ status: 401 }));
  });
});

describe('serviceBase', () => {
  it('keeps the base path when a call path is resolved against it', () => {
    expect(new URL('term-suggest', `http://x.test${serviceBase('/api')}`).pathname).toBe('/api/term-suggest');
    expect(serviceBase('http://x.test/')).toBe('http://x.test/');
  });
});
