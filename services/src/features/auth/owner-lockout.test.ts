import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { SignInResponse } from '@grocer/shared-contracts/domain';
import { DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { createCustomer } from '../../testing/fixtures.ts';
import { useTestApp } from '../../testing/test-app.ts';

const RETURN_TO = 'http://localhost:3000/ecom/auth-success';
type Cookies = Record<string, string>;

/** What a browser keeps from an answer: every cookie it was given, by name. */
const cookiesOf = (response: LightMyRequestResponse): Cookies =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));

describeEachDatabase('a stranger’s wrong passwords do not lock the owner out', (target) => {
  const { app, db } = useTestApp(target);

  const signIn = (email: string, password: string, remoteAddress: string, cookies: Cookies = {}) =>
    app().inject({ method: 'POST', url: '/v1/auth/sign-in', payload: { email, password }, remoteAddress, cookies });
  const signInOnForm = (email: string, password: string, remoteAddress: string, cookies: Cookies = {}) =>
    app().inject({
      method: 'POST',
      url: '/v1/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ screen_hint: 'login', redirect_uri: RETURN_TO, email, password }).toString(),
      remoteAddress,
      cookies,
    });
  /** Ten wrong passwords for `email`, each from an address of its own: twice the per-email limit. */
  const strangersGuess = async (email: string) => {
    for (let guess = 1; guess <= 10; guess += 1) await signIn(email, `wrong-guess-${guess}`, `192.0.2.${guess}`);
  };

  it('lets the owner in on a device they signed in on before, while a stranger with the password waits', async () => {
    const owner = await createCustomer(db());
    const phone = cookiesOf(await signIn(owner.email, owner.password, '203.0.113.10'));
    await strangersGuess(owner.email);

    const ownerAgain = await signIn(owner.email, owner.password, '203.0.113.11', phone);
    expect(ownerAgain.statusCode).toBe(200);
    expect(SignInResponse.parse(ownerAgain.json()).customerId).toBe(owner.id);
    expect((await signIn(owner.email, owner.password, '198.51.100.10')).statusCode).toBe(429);
  });

  it('lets the support account in on its known device too', async () => {
    const desk = cookiesOf(await signIn(DEMO_SUPPORT.email, DEMO_SUPPORT.password, '203.0.113.20'));
    await strangersGuess(DEMO_SUPPORT.email);
    const response = await signIn(DEMO_SUPPORT.email, DEMO_SUPPORT.password, '203.0.113.20', desk);
    expect(response.statusCode).toBe(200);
    expect(SignInResponse.parse(response.json()).role).toBe('support');
  });

  it('lets the owner in on the hosted page on a device it signed in on before', async () => {
    const owner = await createCustomer(db());
    const laptop = cookiesOf(await signInOnForm(owner.email, owner.password, '203.0.113.30'));
    await strangersGuess(owner.email);

    const back = await signInOnForm(owner.email, owner.password, '203.0.113.30', laptop);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(RETURN_TO);
    const stranger = await signInOnForm(owner.email, owner.password, '198.51.100.30');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.body).toContain('Too many failed sign-in attempts.');
  });

  it('judges a known device by its own failures, and no other device by them', async () => {
    const owner = await createCustomer(db());
    const phone = cookiesOf(await signIn(owner.email, owner.password, '203.0.113.40'));
    const laptop = cookiesOf(await signIn(owner.email, owner.password, '203.0.113.41'));
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await signIn(owner.email, `wrong-guess-${guess}`, '203.0.113.40', phone)).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, owner.password, '203.0.113.40', phone)).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, '203.0.113.41', laptop)).statusCode).toBe(200);
    // Nor do a device's failures count against the account for strangers.
    expect((await signIn(owner.email, owner.password, '198.51.100.40')).statusCode).toBe(200);
  });

  it('is not shadowed by a device cookie planted beside the owner’s (for a longer path, or the parent domain)', async () => {
    const owner = await createCustomer(db());
    const attacker = await createCustomer(db());
    const { fernleaf_device: real = '' } = cookiesOf(await signIn(owner.email, owner.password, '203.0.113.60'));
    const { fernleaf_device: attackers = '' } = cookiesOf(
      await signIn(attacker.email, attacker.password, '198.51.100.60'),
    );
    await strangersGuess(owner.email);
    // A browser sends the cookie with the longer path first; the planted ones come before the owner's.
    for (const planted of ['x', attackers, `${attackers.slice(0, -1)}A`]) {
      const cookie = `fernleaf_device=${planted}; other=1; fernleaf_device=${real}`;
      const json = await app().inject({
        method: 'POST',
        url: '/v1/auth/sign-in',
        payload: { email: owner.email, password: owner.password },
        remoteAddress: '203.0.113.61',
        headers: { cookie },
      });
      expect(json.statusCode, planted).toBe(200);
    }
    const onForm = await app().inject({
      method: 'POST',
      url: '/v1/auth',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `fernleaf_device=${attackers}; fernleaf_device=${real}`,
      },
      payload: new URLSearchParams({
        screen_hint: 'login',
        redirect_uri: RETURN_TO,
        email: owner.email,
        password: owner.password,
      }).toString(),
      remoteAddress: '203.0.113.62',
    });
    expect(onForm.statusCode).toBe(303);
  });

  it('treats another account’s device cookie, or a forged one, as a stranger’s', async () => {
    const owner = await createCustomer(db());
    const attacker = await createCustomer(db());
    const attackers = cookiesOf(await signIn(attacker.email, attacker.password, '198.51.100.50'));
    await strangersGuess(owner.email);
    expect((await signIn(owner.email, owner.password, '198.51.100.50', attackers)).statusCode).toBe(429);
    const forged = Object.fromEntries(
      Object.entries(attackers).map(([name, value]) => [
        name,
        value.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      ]),
    );
    expect((await signIn(owner.email, owner.password, '198.51.100.51', forged)).statusCode).toBe(429);
  });
});
