import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseRateLimitStore } from '../../http/rate-limits/database-rate-limit-store.ts';
import { RATE_LIMITS } from '../../http/rate-limits/rate-limit-rules.ts';
import type { RateLimitStore } from '../../http/rate-limits/rate-limit-store.ts';
import { createRateLimiter } from '../../http/rate-limits/rate-limiter.ts';
import { DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachRateLimitStore } from '../../testing/rate-limit-store-suite.ts';
import { useTestApp } from '../../testing/test-app.ts';

const ATTEMPTS = 40;

describeEachRateLimitStore('registration limits under a burst', (target) => {
  const { app, db } = useTestApp(target.database, target.openStore ? { rateLimitStore: target.openStore } : {});

  /**
   * A valid registration for an email that has an account: it takes its place under the limits, then
   * is refused with 409 after the email's lookup, without a password hash. So a 409 is a registration
   * the limits let through, and a 429 one they refused.
   */
  const taken = { name: 'Sam Taken', email: DEMO_SHOPPER.email, password: 'another-pass-1' };
  const register = (payload: object, remoteAddress: string) =>
    app().inject({ method: 'POST', url: '/v1/auth/register', payload, remoteAddress });
  const tally = (statuses: number[]) => ({
    letThrough: statuses.filter((status) => status === 409).length,
    refused: statuses.filter((status) => status === 429).length,
  });
  const { limit } = RATE_LIMITS.registrations.perClient;

  it(`lets exactly ${limit} of ${ATTEMPTS} registrations sent at once from one client through`, async () => {
    const responses = await Promise.all(Array.from({ length: ATTEMPTS }, () => register(taken, '198.18.7.1')));
    expect(tally(responses.map((response) => response.statusCode))).toEqual({
      letThrough: limit,
      refused: ATTEMPTS - limit,
    });
  });

  it(`does not count the invalid bodies of a burst: ${limit} valid ones among ${ATTEMPTS} invalid all get through`, async () => {
    const invalid = { ...taken, email: 'not-an-email' };
    // Two invalid, then a valid one, and again: 40 invalid bodies and 20 valid ones at once.
    const burst = Array.from({ length: ATTEMPTS + limit }, (_, index) => (index % 3 === 2 ? taken : invalid));
    const responses = await Promise.all(burst.map((payload) => register(payload, '198.18.8.1')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(ATTEMPTS);
    expect(tally(statuses)).toEqual({ letThrough: limit, refused: 0 });
  });

  describe('across all clients', () => {
    let store: RateLimitStore | undefined;
    beforeAll(async () => {
      store = target.openStore ? await target.openStore() : createDatabaseRateLimitStore(db());
    });
    afterAll(async () => {
      if (target.openStore) await store?.close();
    });

    it(`lets exactly the overall limit of ${ATTEMPTS} registrations sent at once from everywhere through`, async () => {
      // The app's limiter with an overall limit of 10, so the test need not send 3,000 registrations.
      const { registrations } = RATE_LIMITS;
      const limiter = createRateLimiter(store ?? expect.fail('no store'), {
        ...RATE_LIMITS,
        registrations: { ...registrations, overall: { ...registrations.overall, limit: 10 } },
      });
      // A window of its own: the app's registrations above counted in this store's overall counter too.
      const at = new Date('2030-01-08T09:00:00.000Z');
      const answers = await Promise.allSettled(
        Array.from({ length: ATTEMPTS }, (_, client) =>
          limiter.limit('registrations', { ip: `198.18.9.${client + 1}` }, at),
        ),
      );
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(10);
    });
  });
});
