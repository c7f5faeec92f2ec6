import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/error-handling.ts';
import { problemsWith } from './answer-checks.ts';
import type { FuzzRequest } from './fuzz-request.ts';

/** Routes that misbehave the ways the fuzz looks for, behind the services' real error handling. */
async function brokenApp(): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/crash', () => {
    throw new TypeError('Cannot read properties of undefined');
  });
  app.get('/plain', (_request, reply) => reply.code(400).type('text/plain').send('Bad input'));
  app.get('/stack', (_request, reply) =>
    reply.code(400).send({ error: 'bad_request', message: 'failed\n    at parse (/work/main/services/src/x.ts:12:3)' }),
  );
  app.get('/sql', (_request, reply) =>
    reply.code(409).send({ error: 'conflict', message: 'duplicate key value violates unique constraint "x"' }),
  );
  app.get('/graph', (_request, reply) =>
    reply.send({ data: null, errors: [{ message: 'relation "orders" is gone' }] }),
  );
  app.get<{ Querystring: { id?: string } }>('/echo', (request, reply) =>
    reply.code(400).send({ error: 'bad_request', message: `No product ${request.query.id ?? ''}` }),
  );
  app.get('/echo-path/*', (request, reply) =>
    reply.code(404).send({ error: 'not_found', message: `No route for ${request.url.split('?')[0] ?? ''}` }),
  );
  app.get('/page', (_request, reply) => reply.code(400).type('text/html').send('<!doctype html><p>Try again</p>'));
  await app.ready();
  return app;
}

const get = (url: string): FuzzRequest => ({
  method: 'GET',
  url,
  headers: {},
  body: undefined,
  identity: { kind: 'guest' },
});

describe('the route fuzz checks', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await brokenApp();
  });
  afterAll(() => app.close());

  const problems = async (url: string, htmlAllowed = false) =>
    problemsWith(get(url), await app.inject({ method: 'GET', url }), { htmlAllowed });

  it('catch a 5xx', async () => {
    expect(await problems('/crash')).toEqual(['answered 500']);
  });

  it('catch a refusal that is not a ServiceError', async () => {
    expect(await problems('/plain')).toEqual([expect.stringContaining('not a ServiceError')]);
  });

  it('catch a stack trace, a source location and a database error', async () => {
    expect(await problems('/stack')).toEqual(
      expect.arrayContaining([expect.stringContaining('a stack frame'), expect.stringContaining('a source location')]),
    );
    expect(await problems('/sql')).toEqual([expect.stringContaining('a database error')]);
  });

  it('read the errors of a 200 too (GraphQL)', async () => {
    expect(await problems('/graph')).toEqual([expect.stringContaining('a database error')]);
  });

  it("let a refusal quote the client's own input", async () => {
    const hostile = encodeURIComponent("1'; delete from customers where 1=1 --");
    expect(await problems(`/echo?id=${hostile}`)).toEqual([]);
  });

  it('read a quoted %20 as the client’s own, never as the space that would join words into SQL', async () => {
    // The fuzz once sent a query value of %20: stripped as a space, the quoted path read "SELECT x FROM".
    expect(await problems('/echo-path/1 UNION SELECT password_hash FROM customers?a=%20')).toEqual([]);
  });

  it('allow HTML refusals only where people read them', async () => {
    expect(await problems('/page', true)).toEqual([]);
    expect(await problems('/page', false)).toEqual(['answered 400 as HTML']);
  });
});
