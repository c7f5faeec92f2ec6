// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes } from './bounded-fetch.ts';

const MAX_BYTES = 1024;

/**
 * A remote origin that misbehaves in every way the host guards against. The two oversized answers
 * send more than the limit and then never end, so only the size guard can stop their fetch (without
 * it, the fetch would end at the timeout, with another error).
 */
const server = http.createServer((request, response) => {
  switch (request.url) {
    case '/release.json':
      return void response.end('{"good":true}');
    case '/moved':
      return void response.writeHead(302, { location: '/release.json' }).end();
    case '/gone':
      return void response.writeHead(404).end('{"good":true}');
    case '/never-answers':
      return;
    case '/stalls-mid-body':
      return void response.writeHead(200, { 'content-length': '100' }).write('x'.repeat(10));
    case '/declared-too-big':
      return void response.writeHead(200, { 'content-length': String(10 * MAX_BYTES) }).write('x'.repeat(10));
    case '/streamed-too-big':
      return void response.writeHead(200).write('x'.repeat(2 * MAX_BYTES));
    default:
      return void response.writeHead(500).end();
  }
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Time enough for a loaded machine, unless a test asks for less. */
const fetchFrom = (path: string, timeoutMs = 5000) => fetchBytes(`${origin}${path}`, fetch, MAX_BYTES, timeoutMs);

describe("what the host's server reads from the remote's origin", () => {
  it('reads a 2xx answer within the limits whole', async () => {
    expect((await fetchFrom('/release.json')).toString('utf8')).toBe('{"good":true}');
  });

  it('refuses a redirect, which could lead to another origin or to http:', async () => {
    await expect(fetchFrom('/moved')).rejects.toMatchObject({ cause: { message: 'unexpected redirect' } });
  });

  it('refuses an answer that is not a 2xx, whatever its body', async () => {
    await expect(fetchFrom('/gone')).rejects.toThrow(`${origin}/gone answered 404`);
  });

  it('gives up on an origin that never answers, or stalls halfway through its body', async () => {
    // Cut short here; what matters is that it is cut at all.
    await expect(fetchFrom('/never-answers', 200)).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(fetchFrom('/stalls-mid-body', 200)).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('refuses a body past the limit as soon as it says its length, without reading it', async () => {
    await expect(fetchFrom('/declared-too-big')).rejects.toThrow(`is over ${MAX_BYTES} bytes`);
  });

  it('stops a body with no length at the limit, instead of holding it whole', async () => {
    await expect(fetchFrom('/streamed-too-big')).rejects.toThrow(`is over ${MAX_BYTES} bytes`);
  });
});
