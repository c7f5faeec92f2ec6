import { expect, it } from 'vitest';
import { ServiceError } from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { SESSION_TTL_MS } from './sessions.ts';
import { tokenSecret } from './token-secret.ts';
import { signToken, verifyToken } from './token.ts';

describeEachDatabase('signed bearer tokens', (target) => {
  const { app, clock } = useTestApp(target);

  const shoppingContext = (token: string) =>
    app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(token) });

  const expect401 = async (token: string) => {
    const response = await shoppingContext(token);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
  };

  const claimsOf = (token: string) => {
    const claims = verifyToken(token, tokenSecret(), clock.now());
    if (!claims) throw new Error('expected a valid token');
    return claims;
  };

  it('works untouched', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    expect((await shoppingContext(token)).statusCode).toBe(200);
  });

  it('refuses a tampered token (401)', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const otherCustomer = Buffer.from(JSON.stringify({ ...claims, cid: 'C-1002' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect401(`${otherCustomer}.${signature}`);
    await expect401(`${payload}.${flipped}`);
  });

  it('refuses a token signed with another secret, even for a live session (401)', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    await expect401(signToken(claimsOf(token), Buffer.from('not-the-services-secret-but-long-enough')));
  });

  it('refuses a token past its own expiry even while its session row lives (401)', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const shortLived = signToken(
      { ...claimsOf(token), expiresAt: new Date(clock.now().getTime() + 1000) },
      tokenSecret(),
    );
    expect((await shoppingContext(shortLived)).statusCode).toBe(200);
    clock.advance(1000);
    await expect401(shortLived);
    expect((await shoppingContext(token)).statusCode).toBe(200);
  });

  it('refuses an expired session (401)', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    clock.advance(SESSION_TTL_MS);
    await expect401(token);
  });

  it('refuses a token once signed out, though its signature is still good (401)', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const signOut = await app().inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(token) });
    expect(signOut.statusCode).toBe(204);
    expect(verifyToken(token, tokenSecret(), clock.now())).toBeDefined();
    await expect401(token);
  });

  it('refuses a validly signed token whose claims do not match its session (401)', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    await expect401(signToken({ ...claimsOf(token), customerId: 'C-1002' }, tokenSecret()));
    await expect401(signToken({ ...claimsOf(token), actorId: 'S-2001' }, tokenSecret()));
  });
});
