import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts/domain';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';

/** Every query answers with one product row: enough for /health and a product image. */
const oneProductDb: Database = {
  kind: 'pglite',
  query: async <Row>() =>
    [{ name: 'Semi skimmed milk', brand: 'Fernleaf', size: '2 pints', image_colour: '#3a7', image_seed: 7 }] as Row[],
  exec: () => Promise.reject(new Error('unused')),
  transaction: () => Promise.reject(new Error('unused')),
  writesFailing: () => false,
  close: () => Promise.resolve(),
};

describe('the services’ security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: oneProductDb });
  });
  afterAll(() => app.close());

  it('mark JSON as never to be sniffed, framed or pulled in by another site, and keep CORS as it was', async () => {
    const response = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-site',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'referrer-policy': 'strict-origin-when-cross-origin',
      'access-control-allow-origin': 'http://localhost:3000',
      'access-control-allow-credentials': 'true',
    });
  });

  it('are on refusals too, which keep the ServiceError shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(ServiceError.safeParse(response.json()).success).toBe(true);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('let any origin show a product image, and keep the image’s own policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/products/123456-123456-123456.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
