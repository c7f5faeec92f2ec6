import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unauthenticated } from '../../http/errors.ts';
import { createDatabaseRateLimitStore } from '../../http/rate-limits/database-rate-limit-store.ts';
import type { RateLimitStore } from '../../http/rate-limits/rate-limit-store.ts';
import { createCustomer } from '../../testing/fixtures.ts';
import { describeEachRateLimitStore } from '../../testing/rate-limit-store-suite.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { createSignInLimits, SIGN_IN_LIMITS } from './sign-in-limits.ts';

const ATTEMPTS = 40;

describeEachRateLimitStore('sign-in limits under a burst', (target) => {
  const { app, db } = useTestApp(target.database, target.openStore ? { rateLimitStore: target.openStore } : {});

  const signIn = (email: string, password: string, remoteAddress: string, cookies: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/v1/auth/sign-in', payload: { email, password }, remoteAddress, cookies });
  /** How many of the answers came from a password check (401), and how many were refused before one (429). */
  const tally = (statuses: number[]) => ({
    checked: statuses.filter((status) => status === 401).length,
    refused: statuses.filter((status) => status === 429).length,
  });

  it(`checks exactly 5 of ${ATTEMPTS} wrong passwords sent at once for one email`, async () => {
    const { email } = await createCustomer(db());
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, client) => signIn(email, 'wrong-guess-1', `198.18.1.${client + 1}`)),
    );
    const { limit } = SIGN_IN_LIMITS.perEmail;
    expect(tally(responses.map((response) => response.statusCode))).toEqual({
      checked: limit,
      refused: ATTEMPTS - limit,
    });
  });

  it(`checks exactly 20 of ${ATTEMPTS} wrong passwords sent at once from one client`, async () => {
    const accounts = await Promise.all(Array.from({ length: ATTEMPTS }, () => createCustomer(db())));
    const responses = await Promise.all(accounts.map(({ email }) => signIn(email, 'wrong-guess-1', '198.18.2.1')));
    const { limit } = SIGN_IN_LIMITS.perClient;
    expect(tally(responses.map((response) => response.statusCode))).toEqual({
      checked: limit,
      refused: ATTEMPTS - limit,
    });
  });

  it(`checks exactly 5 of ${ATTEMPTS} wrong passwords sent at once from a device the account signed in on`, async () => {
    const { email, password } = await createCustomer(db());
    const known = await signIn(email, password, '198.18.3.1');
    const device = known.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value ?? expect.fail('no cookie');
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, client) =>
        signIn(email, 'wrong-guess-1', `198.18.4.${client + 1}`, { [DEVICE_COOKIE]: device }),
      ),
    );
    const { limit } = SIGN_IN_LIMITS.perDevice;
    expect(tally(responses.map((response) => response.statusCode))).toEqual({
      checked: limit,
      refused: ATTEMPTS - limit,
    });
  });

  describe('across all clients', () => {
    let store: RateLimitStore | undefined;
    beforeAll(async () => {
      store = target.openStore ? await target.openStore() : createDatabaseRateLimitStore(db());
    });
    afterAll(async () => {
      if (target.openStore) await store?.close();
    });

    it(`checks exactly the overall limit of ${ATTEMPTS} wrong passwords sent at once from everywhere`, async () => {
      // The app's wiring with an overall limit of 10, so the test need not fail 3,000 password checks.
      const limits = createSignInLimits(store ?? expect.fail('no store'), {
        ...SIGN_IN_LIMITS,
        overall: { ...SIGN_IN_LIMITS.overall, limit: 10 },
      });
      let checked = 0;
      const wrongPassword = async () => {
        checked += 1;
        throw unauthenticated('wrong', 'invalid_credentials');
      };
      // A minute of its own: the app's sign-ins above counted in this store's overall counter too.
      const now = new Date('2030-01-07T09:00:00.000Z');
      const answers = await Promise.allSettled(
        Array.from({ length: ATTEMPTS }, (_, client) =>
          limits.guard({ email: `burst-${client}@example.com`, ip: `198.18.5.${client + 1}` }, now, wrongPassword),
        ),
      );
      expect(checked).toBe(10);
      expect(answers.filter((answer) => answer.status === 'rejected')).toHaveLength(ATTEMPTS);
    });

    it('gives a right password’s places back, so the owner’s sign-ins never use up a limit', async () => {
      const limits = createSignInLimits(store ?? expect.fail('no store'));
      const now = new Date();
      const owner = { email: 'owner-signs-in-often@example.com', ip: '198.18.6.1' };
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.perEmail.limit * 4; attempt += 1) {
        await expect(limits.guard(owner, now, () => Promise.resolve('signed in'))).resolves.toBe('signed in');
      }
    });
  });
});
