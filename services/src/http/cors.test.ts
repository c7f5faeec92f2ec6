import { expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';

const unusedDb: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('unused')),
  exec: () => Promise.reject(new Error('unused')),
  transaction: () => Promise.reject(new Error('unused')),
  close: () => Promise.resolve(),
};

it.each([
  ['no Origin', { 'access-control-request-method': 'GET' }],
  ['no Access-Control-Request-Method', { origin: 'http://localhost:3000' }],
  ['neither', {}],
])('refuses a preflight with %s as a 400 ServiceError, like every other refusal', async (_, headers) => {
  const app = await buildApp({ db: unusedDb });
  const response = await app.inject({ method: 'OPTIONS', url: '/v1/shopping-context', headers });
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(ServiceError.parse(response.json()).error).toBe('bad_request');
  await app.close();
});
