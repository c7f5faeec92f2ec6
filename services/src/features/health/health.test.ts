import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { Health, ServiceError } from '@grocer/shared-contracts/domain';
import { buildApp } from '../../app.ts';
import { failingDatabase } from '../../testing/failing-database.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { useTestApp } from '../../testing/test-app.ts';

describeEachDatabase('GET /health', (target) => {
  const { app } = useTestApp(target);

  it('reports ok, which database is in use and the contract version', async () => {
    const response = await app().inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(Health.parse(response.json())).toEqual({
      status: 'ok',
      database: target.name,
      contractVersion: CONTRACT_VERSION,
      degraded: [],
    });
  });
});

describe('GET /health when the database is down', () => {
  it('answers 503 with a ServiceError and no internals', async () => {
    const broken = failingDatabase('connect ECONNREFUSED 10.0.0.1:5432 password=secret', 'postgres');
    const app = await buildApp({ db: broken });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(ServiceError.parse(response.json()).error).toBe('unavailable');
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});
