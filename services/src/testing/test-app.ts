import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { SignInResponse } from '@grocer/shared-contracts/domain';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { RateLimitStore } from '../http/rate-limits/rate-limit-store.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/demo-accounts.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import type { TestDatabaseTarget } from './test-database.ts';

export type TestApp = {
  readonly app: () => FastifyInstance;
  readonly db: () => Database;
  readonly clock: TestClock;
};

/**
 * The services as the header sees them: a migrated, seeded database of the
 * given kind behind a real Fastify app, for the enclosing describe block.
 */
export type TestAppOptions = {
  /** Seeds beyond the demo accounts (a feature's own data, e.g. the catalogue). */
  readonly seed?: (db: Database) => Promise<unknown>;
  /** Wraps the database, e.g. to count the queries a route makes. */
  readonly wrap?: (db: Database) => Database;
  /** Where the test clock stands (it then runs on), instead of the real time. */
  readonly clockStart?: Date;
  /** Where the rate limits count (opened before the app, closed after it), instead of the database. */
  readonly rateLimitStore?: () => Promise<RateLimitStore>;
};

export function useTestApp(target: TestDatabaseTarget, options: TestAppOptions = {}): TestApp {
  const clock = createTestClock(options.clockStart);
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  let rateLimitStore: RateLimitStore | undefined;
  beforeAll(async () => {
    const opened = await target.open();
    db = options.wrap ? options.wrap(opened) : opened;
    await migrate(db);
    await seed(db);
    await options.seed?.(db);
    rateLimitStore = await options.rateLimitStore?.();
    app = await buildApp({ db, now: clock.now, ...(rateLimitStore ? { rateLimitStore } : {}) });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await app?.close();
    await rateLimitStore?.close();
    await db?.close();
  });
  return {
    app: () => app ?? fail(),
    db: () => db ?? fail(),
    clock,
  };
}

function fail(): never {
  throw new Error('The test app is only available inside tests');
}

/** Signs in through the API and returns the contract-checked response. */
export async function signInAs(
  app: FastifyInstance,
  credentials: { email: string; password: string; actAsCustomerId?: string; reason?: string },
): Promise<SignInResponse> {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: credentials });
  expect(response.statusCode, response.body).toBe(200);
  return SignInResponse.parse(response.json());
}

export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });
