import { beforeAll, expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts/domain';
import { migrate } from '../../db/migrate.ts';
import { DEMO_AMENDING_SHOPPER } from '../../seed/demo-accounts.ts';
import { unauthenticated } from '../../http/errors.ts';
import { createDatabaseRateLimitStore } from '../../http/rate-limits/database-rate-limit-store.ts';
import { describeEachDatabase, useDatabase } from '../../testing/database-suite.ts';
import { createCustomer } from '../../testing/fixtures.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { createSignInLimits, SIGN_IN_LIMITS } from './sign-in-limits.ts';

describeEachDatabase('sign-in rate limits', (target) => {
  // Each test uses its own accounts and IPs: the limits live as long as the app.
  const { app, db, clock } = useTestApp(target);

  const signIn = (email: string, password: string, ip = '203.0.113.1') =>
    app().inject({ method: 'POST', url: '/v1/auth/sign-in', payload: { email, password }, remoteAddress: ip });

  it('blocks an email after 5 failures in 15 minutes, even with the right password, then lets it in', async () => {
    expect(SIGN_IN_LIMITS.perEmail).toEqual({ limit: 5, windowMs: 15 * 60 * 1000 });
    // Checked to the second below: only the test moves the clock, however slowly the machine runs.
    clock.stop();
    const customer = await createCustomer(db());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      clock.advance(60_000);
      expect((await signIn(customer.email, 'wrong', `203.0.113.${attempt}`)).statusCode).toBe(401);
    }
    // From another IP, with the right password: still blocked, for this email only.
    const blocked = await signIn(customer.email.toUpperCase(), customer.password, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(ServiceError.parse(blocked.json()).error).toBe('too_many_requests');
    // The first failure was 4 minutes ago: it ages out in 11 more minutes.
    expect(blocked.headers['retry-after']).toBe('660');
    expect((await signIn(DEMO_AMENDING_SHOPPER.email, DEMO_AMENDING_SHOPPER.password, '198.51.100.7')).statusCode).toBe(
      200,
    );

    clock.advance(660_000 - 1000);
    expect((await signIn(customer.email, customer.password, '198.51.100.8')).statusCode).toBe(429);
    clock.advance(1000);
    expect((await signIn(customer.email, customer.password, '198.51.100.8')).statusCode).toBe(200);
  });

  it('clears an email’s failures when the right password arrives', async () => {
    const { email, password } = await createCustomer(db());
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(email, 'wrong', '192.0.2.50');
    expect((await signIn(email, password, '192.0.2.50')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await signIn(email, 'wrong', '192.0.2.50')).statusCode).toBe(401);
    }
  });

  it('blocks an IP after 20 failures in a minute, across emails, for a minute', async () => {
    const ip = '192.0.2.99';
    // Five accounts, four wrong guesses each: no email reaches its own limit.
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createCustomer(db())));
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const account = accounts[attempt % accounts.length];
      expect((await signIn(account?.email ?? '', 'wrong', ip)).statusCode).toBe(401);
    }
    const [first] = accounts;
    if (!first) throw new Error('no account');
    const blocked = await signIn(first.email, first.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signIn(first.email, first.password, '192.0.2.100')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await signIn(first.email, first.password, ip)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against an IP', async () => {
    const { email, password } = await createCustomer(db());
    for (let attempt = 0; attempt < 21; attempt += 1) {
      expect((await signIn(email, password, '192.0.2.7')).statusCode).toBe(200);
    }
  });
});

describeEachDatabase('sign-in limits across all clients', (target) => {
  const db = useDatabase(target);
  beforeAll(() => migrate(db()));

  it('refuses everyone once the overall failures are reached, and counts them per minute', async () => {
    expect(SIGN_IN_LIMITS.overall).toEqual({ limit: 3_000, windowMs: 60_000, fixedWindow: true });
    // The same wiring with an overall limit of 3, so the test need not fail 3,000 password checks.
    const limits = createSignInLimits(createDatabaseRateLimitStore(db()), {
      ...SIGN_IN_LIMITS,
      overall: { ...SIGN_IN_LIMITS.overall, limit: 3 },
    });
    const minute = new Date('2026-03-02T09:00:00.000Z');
    const wrongPassword = () => Promise.reject(unauthenticated('wrong', 'invalid_credentials'));
    for (const [email, ip] of [
      ['ann@example.com', '192.0.2.1'],
      ['bob@example.com', '198.51.100.2'],
      ['cat@example.com', '2001:db8::3'],
    ] as const) {
      await expect(limits.guard({ email, ip }, minute, wrongPassword)).rejects.toMatchObject({ statusCode: 401 });
    }
    const dan = { email: 'dan@example.com', ip: '203.0.113.4' };
    const rightPassword = () => Promise.resolve('signed in');
    const refused = limits.guard(dan, new Date(minute.getTime() + 15_000), rightPassword);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '45' } });
    await expect(limits.guard(dan, new Date(minute.getTime() + 60_000), rightPassword)).resolves.toBe('signed in');
  });

  it('still lets a known device sign in while the site-wide failures are full', async () => {
    const limits = createSignInLimits(createDatabaseRateLimitStore(db()), {
      ...SIGN_IN_LIMITS,
      overall: { ...SIGN_IN_LIMITS.overall, limit: 3 },
    });
    const minute = new Date('2026-03-02T10:00:00.000Z');
    const wrongPassword = () => Promise.reject(unauthenticated('wrong', 'invalid_credentials'));
    for (const ip of ['192.0.2.1', '198.51.100.2', '203.0.113.3']) {
      await expect(limits.guard({ email: `flood-${ip}@example.com`, ip }, minute, wrongPassword)).rejects.toThrow();
    }
    const owner = { email: 'eve@example.com', ip: '203.0.113.9' };
    const rightPassword = () => Promise.resolve('signed in');
    await expect(limits.guard(owner, minute, rightPassword)).rejects.toMatchObject({ statusCode: 429 });
    await expect(limits.guard({ ...owner, device: 'a-known-device' }, minute, rightPassword)).resolves.toBe(
      'signed in',
    );
  });
});
