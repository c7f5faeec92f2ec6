import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts/domain';
import { buildApp } from '../../app.ts';
import { DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import { RATE_LIMITS } from './rate-limit-rules.ts';
import { fixedWindowAt } from './rate-limit-store.ts';
import { createRateLimiter } from './rate-limiter.ts';

const HOUR = 60 * 60 * 1000;
const RETURN_TO = 'http://localhost:3000/ecom/auth-success';

describeEachDatabase('rate limits on unauthenticated writes', (target) => {
  // The clock starts on the hour; each test moves to an hour of its own, so no count carries over.
  const { app, db, clock } = useTestApp(target, { clockStart: new Date('2026-03-02T09:00:00.000Z') });
  let hour = 0;
  beforeEach(() => clock.advance((hour += 1) * HOUR));

  /**
   * A valid registration for an email that has an account: counted (a valid body could have cost a
   * password hash, and the answer says whether the email is taken), then refused with 409, cheaply.
   */
  const taken = { name: 'Sam Taken', email: DEMO_SHOPPER.email, password: 'another-pass-1' };
  const register = (remoteAddress: string, headers: Record<string, string> = {}, to = app()) =>
    to.inject({ method: 'POST', url: '/v1/auth/register', payload: taken, remoteAddress, headers });
  const registerTimes = async (count: number, remoteAddress: string, headers?: Record<string, string>) => {
    const statuses = [];
    for (let attempt = 0; attempt < count; attempt += 1)
      statuses.push((await register(remoteAddress, headers)).statusCode);
    return statuses;
  };
  const { registrations } = RATE_LIMITS;

  it('refuses a client’s registrations past 20 in ten minutes, with retry-after, and no one else’s', async () => {
    expect(registrations.perClient).toEqual({ limit: 20, windowMs: 10 * 60 * 1000 });
    expect(new Set(await registerTimes(20, '203.0.113.20'))).toEqual(new Set([409]));
    const refused = await register('203.0.113.20');
    expect(refused.statusCode).toBe(429);
    const { error, message } = ServiceError.parse(refused.json());
    expect(error).toBe('too_many_requests');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(message).toBe(`Too many requests. Please wait ${wait} seconds and try again.`);

    expect((await register('203.0.113.21')).statusCode).toBe(409);
    clock.advance(wait * 1000);
    expect((await register('203.0.113.20')).statusCode).toBe(409);
  });

  it('does not count registrations refused for their body: they cost nothing', async () => {
    const invalid = [{}, { ...taken, email: 'not-an-email' }, { ...taken, password: 'short' }];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const payload = invalid[attempt % invalid.length];
      const refused = await app().inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload,
        remoteAddress: '203.0.113.22',
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await register('203.0.113.22')).statusCode).toBe(409);
  });

  it('refuses everyone’s registrations once the overall limit is reached, until its window ends', async () => {
    expect(registrations.overall).toEqual({ limit: 3_000, windowMs: 10 * 60 * 1000, fixedWindow: true });
    // The app's limiter with an overall limit of 30, so the test need not send 3,000 registrations.
    const limiter = createRateLimiter(createDatabaseRateLimitStore(db()), {
      ...RATE_LIMITS,
      registrations: { ...registrations, overall: { ...registrations.overall, limit: 30 } },
    });
    const at = clock.now();
    await Promise.all(
      Array.from({ length: 30 }, (_, client) => limiter.limit('registrations', { ip: `10.1.0.${client}` }, at)),
    );
    const refused = limiter.limit('registrations', { ip: '198.51.100.1' }, at);
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
    const nextWindow = new Date(fixedWindowAt(registrations.overall, at.getTime()).endsAt);
    await expect(limiter.limit('registrations', { ip: '198.51.100.1' }, nextWindow)).resolves.toBe(undefined);
  });

  it('counts IPv6 clients by their /48 network, so one /48 split into /64s is one client', async () => {
    for (let network = 0; network < 20; network += 1) {
      expect((await register(`2001:db8:1:${network.toString(16)}::a`)).statusCode).toBe(409);
    }
    expect((await register('2001:db8:1:ffff:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await register('2001:db8:2::a')).statusCode).toBe(409);
  });

  it('refuses banner events past 600 a minute from one client', async () => {
    const event = (remoteAddress: string) =>
      app().inject({
        method: 'POST',
        url: '/adtech/events/impression/ad-unknown',
        // Beacons are taken only from the site's pages (any localhost port in tests).
        headers: { origin: 'http://localhost:3000' },
        remoteAddress,
      });
    const { limit } = RATE_LIMITS.bannerEvents.perClient;
    expect(limit).toBe(600);
    // Fifty at a time: the limit is a minute's, and six hundred at once would queue past the database
    // pool's one-second wait on a busy machine and be answered 503, as a real burst would be.
    const responses = [];
    for (let sent = 0; sent < limit; sent += 50) {
      responses.push(...(await Promise.all(Array.from({ length: 50 }, () => event('203.0.113.30')))));
    }
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([404]));
    expect((await event('203.0.113.30')).statusCode).toBe(429);
    expect((await event('203.0.113.31')).statusCode).toBe(404);
  });

  it('refuses instant-checkout beacons past 30 a minute from one client, before reading the token', async () => {
    const beacon = () =>
      app().inject({
        method: 'POST',
        url: '/mfe/common/api/v1/instantCheckoutTransactionComplete',
        payload: {},
        remoteAddress: '203.0.113.40',
      });
    for (let sent = 0; sent < RATE_LIMITS.beacons.perClient.limit; sent += 1) {
      expect((await beacon()).statusCode).toBe(401);
    }
    const refused = await beacon();
    expect(refused.statusCode).toBe(429);
    expect(ServiceError.parse(refused.json()).error).toBe('too_many_requests');
  });

  describe('the hosted sign-up and sign-in page', () => {
    const postForm = (remoteAddress: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app().inject({
        method: 'POST',
        url: '/v1/auth',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ redirect_uri: RETURN_TO, ...fields }).toString(),
      });

    it('refuses a client’s posts past 30 a minute with a page saying how long to wait', async () => {
      const crossSite = { origin: 'https://evil.example' };
      for (let posted = 0; posted < RATE_LIMITS.hostedAuthPosts.perClient.limit; posted += 1) {
        expect((await postForm('203.0.113.50', { screen_hint: 'login' }, crossSite)).statusCode).toBe(403);
      }
      const refused = await postForm('203.0.113.50', { screen_hint: 'login' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(refused.body).toContain(`Too many requests. Please wait ${wait} seconds and try again.`);
    });

    it('counts its sign-ups with the JSON registrations, and keeps what the shopper typed', async () => {
      await registerTimes(20, '203.0.113.60');
      const refused = await postForm('203.0.113.60', {
        screen_hint: 'signup',
        name: 'Ann Example',
        email: 'ann.limited@example.com',
        password: 'correct-horse-1',
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toContain('Too many requests. Please wait');
      expect(refused.body).toContain('value="ann.limited@example.com"');
      const [created] = await db().query('select 1 from customers where email = $1', ['ann.limited@example.com']);
      expect(created).toBeUndefined();
    });
  });

  describe('with TRUST_PROXY', () => {
    let behindProxy: FastifyInstance | undefined;
    beforeAll(async () => {
      behindProxy = await buildApp({ db: db(), now: clock.now, trustProxy: ['127.0.0.1'] });
    });
    afterAll(async () => {
      await behindProxy?.close();
    });

    it('counts the forwarded client address when the proxy is trusted', async () => {
      const viaProxy = (client: string) =>
        register('127.0.0.1', { 'x-forwarded-for': `${client}, 127.0.0.1` }, behindProxy ?? app());
      for (let attempt = 0; attempt < 20; attempt += 1) expect((await viaProxy('198.51.100.70')).statusCode).toBe(409);
      expect((await viaProxy('198.51.100.70')).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.71')).statusCode).toBe(409);
    });

    it.each([
      ['an IPv4 address and a port', (port: number) => `198.51.100.72:${port}`],
      ['an IPv6 address in brackets and a port', (port: number) => `[2001:db8:7::1]:${port}`],
    ])('counts a client forwarded as %s by its address, whatever the port', async (_, forwarded) => {
      const viaProxy = (port: number) =>
        register('127.0.0.1', { 'x-forwarded-for': forwarded(port) }, behindProxy ?? app());
      const statuses = [];
      for (let port = 50_000; port < 50_022; port += 1) statuses.push((await viaProxy(port)).statusCode);
      expect(statuses).toEqual([...Array<number>(20).fill(409), 429, 429]);
    });

    it('counts every forwarded value that is not an address under one shared key', async () => {
      const viaProxy = (forwarded: string) =>
        register('127.0.0.1', { 'x-forwarded-for': forwarded }, behindProxy ?? app());
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await viaProxy(`client-${attempt}.example`)).statusCode).toBe(409);
      }
      expect((await viaProxy('another.example')).statusCode).toBe(429);
    });

    it('ignores x-forwarded-for without it: the socket’s address counts', async () => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await register('192.0.2.80', { 'x-forwarded-for': `198.51.100.${attempt}` })).statusCode).toBe(409);
      }
      expect((await register('192.0.2.80', { 'x-forwarded-for': '198.51.100.200' })).statusCode).toBe(429);
    });
  });
});
