import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts/domain';
import { buildApp } from './app.ts';
import { failingDatabase } from './testing/failing-database.ts';

/** A database that must not be reached: these tests are about the HTTP edges. */
const unusedDb = failingDatabase('boom: internal detail');

describe('the app shell', () => {
  it('answers unknown routes with a 404 ServiceError', async () => {
    const app = await buildApp({ db: unusedDb });
    const response = await app.inject({ method: 'GET', url: '/v1/nothing-here?q=1' });
    expect(response.statusCode).toBe(404);
    expect(ServiceError.parse(response.json())).toEqual({
      error: 'not_found',
      message: 'No route for GET /v1/nothing-here',
    });
    await app.close();
  });

  it('turns an unexpected failure into a 500 ServiceError without leaking internals', async () => {
    const app = await buildApp({ db: unusedDb });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email: 'shopper@example.com', password: 'groceries' },
    });
    expect(response.statusCode).toBe(500);
    expect(ServiceError.parse(response.json()).error).toBe('internal_error');
    expect(response.body).not.toContain('boom');
    await app.close();
  });

  it('rejects an unsupported content type with a 415 ServiceError', async () => {
    const app = await buildApp({ db: unusedDb });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<signIn/>',
    });
    expect(response.statusCode).toBe(415);
    expect(ServiceError.parse(response.json()).error).toBe('unsupported_media_type');
    await app.close();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS' as const,
    url: '/v1/shopping-context',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,content-type,x-application-name',
    },
  });

  it('lets any local dev server call with the bearer token, breadcrumb, customer-id and visitor-id headers', async () => {
    const app = await buildApp({ db: unusedDb });
    for (const origin of ['http://localhost:3001', 'http://127.0.0.1:6006', 'http://localhost']) {
      const response = await app.inject(preflight(origin));
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
      for (const header of ['authorization', 'content-type', 'x-application-name', 'customer-id', 'x-visitor-id']) {
        expect(allowed).toContain(header);
      }
    }
    await app.close();
  });

  it('does not allow other origins by default', async () => {
    const app = await buildApp({ db: unusedDb });
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'http://127.0.0.1.nip.io:3000']) {
      const response = await app.inject(preflight(origin));
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    await app.close();
  });

  it('allows exactly the configured origins when given', async () => {
    const app = await buildApp({ db: unusedDb, corsOrigins: ['https://www.grocer.example'] });
    const allowed = await app.inject(preflight('https://www.grocer.example'));
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.grocer.example');
    const local = await app.inject(preflight('http://localhost:3001'));
    expect(local.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });
});

describe('request logging', () => {
  it('logs one line per request with method, path (no query), status, duration and caller', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp({ db: unusedDb, logger: { level: 'info', stream } });
    await app.inject({
      method: 'GET',
      url: '/v1/nothing-here?term=secret',
      headers: { 'x-application-name': 'header-remote' },
    });
    await app.close();
    const requests = lines.filter((line) => line['msg'] === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/nothing-here',
      status: 404,
      caller: 'header-remote',
    });
    expect(requests[0]?.['durationMs']).toBeTypeOf('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('warns of a forwarded client address it cannot read, which the rate limits count under one key', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp({ db: unusedDb, logger: { level: 'info', stream }, trustProxy: 1 });
    for (const forwarded of ['198.51.100.9:50123', '[2001:db8::9]:50123', 'client.example:443']) {
      await app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { 'x-forwarded-for': forwarded } });
    }
    await app.close();
    const warned = lines.filter((line) => line['level'] === 40);
    expect(warned).toEqual([expect.objectContaining({ unparsedClientAddress: 'client.example:443', status: 404 })]);
  });
});
