import { expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts/domain';
import { buildApp } from '../app.ts';
import { failingDatabase } from '../testing/failing-database.ts';

const unusedDb = failingDatabase('unused');

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
