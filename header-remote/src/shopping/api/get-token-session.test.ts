import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../lib/logger.ts';
import { fakeShoppingServices } from '../testing/fake-shopping-services.ts';
import { sampleTokenSession } from '../testing/shopping-fixtures.ts';
import { getTokenSession } from './get-token-session.ts';

afterEach(() => vi.unstubAllGlobals());

const API = 'http://api.test/api';

function services(token?: Parameters<typeof fakeShoppingServices>[0]) {
  const fake = fakeShoppingServices(token);
  vi.stubGlobal('fetch', fake.fetch);
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { fake, logger };
}

describe('getTokenSession', () => {
  it("posts v1/auth/token under the services' path with the cookies, the breadcrumb and no shopper's bearer", async () => {
    const { fake, logger } = services();
    expect(await getTokenSession(API, logger)).toEqual(sampleTokenSession());
    const [sent] = fake.sent;
    expect(`${sent?.method} ${sent?.url}`).toBe('POST http://api.test/api/v1/auth/token');
    expect(sent?.credentials).toBe('include');
    expect(sent?.headers.get('authorization')).toBe('Bearer unauthenticated');
    expect(sent?.headers.get('x-application-name')).toBe('fernleaf-header');
    expect(logger.info).toHaveBeenCalledWith(
      'API response',
      expect.objectContaining({ service: 'token', status: 200 }),
    );
  });

  it('reads a 401 as a signed-out shopper, logged as an answer, not an error', async () => {
    const { logger } = services({ token: { status: 401, body: { error: 'unauthorized' } } });
    expect(await getTokenSession(API, logger)).toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith('API response', expect.objectContaining({ status: 401 }));
  });

  it('fails on any other refusal, logged with its status', async () => {
    const { logger } = services({ token: { status: 503, body: {} } });
    await expect(getTokenSession(API, logger)).rejects.toMatchObject({ name: 'ServiceCallError', status: 503 });
    expect(logger.error).toHaveBeenCalledWith('API error response', expect.objectContaining({ status: 503 }));
  });

  it("fails on an answer that is not the contract's, rather than sending it as a bearer", async () => {
    services({ token: { status: 200, body: { token: 42 } } });
    await expect(getTokenSession(API, silentLogger)).rejects.toThrow(/Unexpected answer from v1\/auth\/token/);
  });

  it('fails, logged as status 0, when no answer comes', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await expect(getTokenSession(API, logger)).rejects.toMatchObject({ status: 0 });
    expect(logger.error).toHaveBeenCalledWith(
      'API request failed',
      expect.objectContaining({ service: 'token', status: 0, message: 'Failed to fetch' }),
    );
  });
});
