// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTest } from './load-test.ts';

let server: ReturnType<typeof createServer>;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((_request, response) => response.end('not the page'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a load test that checks the answers', () => {
  const options = { connections: 2, durationSeconds: 0.5, warmupSeconds: 0 };
  const refuseAll = () => false;

  it('checks every answer by default', async () => {
    const result = await loadTest(baseUrl, { name: 'every', paths: ['/'], verifyBody: refuseAll }, options);
    expect(result.requests).toBeGreaterThan(20);
    expect(result.mismatches).toBe(result.requests);
  });

  it('checks one answer in `checkOneIn`, so the check costs the load generator that much less', async () => {
    const result = await loadTest(
      baseUrl,
      { name: 'one in ten', paths: ['/'], verifyBody: refuseAll, checkOneIn: 10 },
      options,
    );
    expect(result.requests).toBeGreaterThan(20);
    expect(result.mismatches).toBe(Math.floor(result.requests / 10));
  });
});
