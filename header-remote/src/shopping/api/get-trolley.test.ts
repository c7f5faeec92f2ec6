import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET_TROLLEY_QUERY } from '@grocer/shared-contracts/domain';
import { createApiClient } from '../../lib/api-client.ts';
import { silentLogger } from '../../lib/logger.ts';
import { fakeShoppingServices } from '../testing/fake-shopping-services.ts';
import { getTrolley } from './get-trolley.ts';

afterEach(() => vi.unstubAllGlobals());

describe('getTrolley', () => {
  it('posts graph/live?clientType=WEB_APP&tag=getTrolley with the order as both variables (spec section 7)', async () => {
    const fake = fakeShoppingServices();
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      bodies.push(await input.clone().json());
      return fake.fetch(input);
    });
    const api = createApiClient({ baseUrl: 'http://api.test', logger: silentLogger, emit: vi.fn() });
    const loaded = await getTrolley(api, {
      graphBase: 'http://graph.test/base',
      customerOrderId: '9100001',
      signal: new AbortController().signal,
    });
    expect(loaded.result.trolley?.trolleyItems).toHaveLength(3);
    const [sent] = fake.sent;
    const url = new URL(sent?.url ?? '');
    expect(`${sent?.method} ${url.origin}${url.pathname}`).toBe('POST http://graph.test/base/graph/live');
    expect(Object.fromEntries(url.searchParams)).toEqual({ clientType: 'WEB_APP', tag: 'getTrolley' });
    expect(bodies).toEqual([
      {
        operationName: 'getTrolley',
        query: GET_TROLLEY_QUERY,
        variables: { trolleyQueryOrderId: '9100001', orderQueryOrderId: '9100001' },
      },
    ]);
  });
});
