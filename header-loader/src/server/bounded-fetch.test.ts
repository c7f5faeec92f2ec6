// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes, JAVASCRIPT } from './bounded-fetch.ts';

const MAX_BYTES = 1024;

/**
 * A remote origin that misbehaves in every way the host guards against. The two oversized answers
 * send more than the limit and then never end, so only the size guard can stop their fetch (without
 * it, the fetch would end at the timeout, with another error).
 */
const server = http.createServer((request, response) => {
  response.setHeader('content-type', 'text/javascript; charset=utf-8');
  switch (request.url) {
    case '/remoteEntry.js':
      return void response.end('module.exports = {};');
    case '/credential':
      return void response.end(request.headers.authorization ?? 'none');
    case '/error-page':
      // What a remote answers for a file it will not serve, with a 200 from a misconfigured proxy: JSON.
      return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
    case '/untyped':
      response.removeHeader('content-type');
      return void response.end('module.exports = {};');
    case '/moved':
      return void response.writeHead(302, { location: '/remoteEntry.js' }).end();
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
const fetchFrom = (path: string, timeoutMs = 5000, headers?: Record<string, string>) =>
  fetchBytes(`${origin}${path}`, fetch, { maxBytes: MAX_BYTES, types: JAVASCRIPT, timeoutMs, headers });

describe("what the host's server reads from the remote's origin", () => {
  it('reads a 2xx answer within the limits, of the type asked for, whole', async () => {
    expect((await fetchFrom('/remoteEntry.js')).toString('utf8')).toBe('module.exports = {};');
  });

  it('sends the headers it is given: the credential the remote serves its server build to', async () => {
    const sent = await fetchFrom('/credential', 5000, { authorization: 'Bearer a-server-build-token-of-32-chars!' });
    expect(sent.toString('utf8')).toBe('Bearer a-server-build-token-of-32-chars!');
  });

  it('refuses an answer served as another type, or as none, before reading it', async () => {
    await expect(fetchFrom('/error-page')).rejects.toThrow(
      `${origin}/error-page is served as application/json, not text/javascript or application/javascript`,
    );
    await expect(fetchFrom('/untyped')).rejects.toThrow('is served as nothing');
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
