import { describe, expect, it } from 'vitest';
import {
  ReturnToAdminResponse,
  ServiceError,
  SessionResponse,
  ShoppingContext,
  SignInResponse,
  SupportAuditResponse,
} from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { ACTING_SESSION_TTL_MS, SESSION_TTL_MS } from './sessions.ts';

const REASON = 'Customer called about a missing delivery';

describeEachDatabase('support sign-on, return to admin, and who am I', (target) => {
  const { app, clock } = useTestApp(target);

  const signOn = (token: string, customerId: unknown, why: { reason?: unknown } = { reason: REASON }) =>
    app().inject({
      method: 'POST',
      url: '/v1/auth/sign-on-as-customer',
      headers: bearer(token),
      payload: { customerId, ...why } as object,
    });
  const returnToAdmin = (token: string) =>
    app().inject({ method: 'POST', url: '/v1/auth/return-to-admin', headers: bearer(token) });
  const whoAmI = async (token: string) =>
    SessionResponse.parse(
      (await app().inject({ method: 'GET', url: '/v1/auth/session', headers: bearer(token) })).json(),
    );
  const supportSignIn = () => signInAs(app(), DEMO_SUPPORT);
  const auditOf = async (customerId: string) => {
    const admin = await supportSignIn();
    const response = await app().inject({
      method: 'GET',
      url: `/v1/admin/customers/${customerId}/support-audit`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return SupportAuditResponse.parse(response.json()).entries;
  };

  it('signs a support user on as a customer, then returns them to the admin customer page', async () => {
    const admin = await supportSignIn();
    const response = await signOn(admin.token, DEMO_SHOPPER.id);
    expect(response.statusCode, response.body).toBe(200);
    const acting = SignInResponse.parse(response.json());
    expect(acting).toMatchObject({ customerId: DEMO_SHOPPER.id, isSignedOnAsCustomer: true, role: 'customer' });

    expect(await whoAmI(acting.token)).toMatchObject({
      isLoggedIn: true,
      customerId: DEMO_SHOPPER.id,
      name: DEMO_SHOPPER.name,
      isSignedOnAsCustomer: true,
    });
    const context = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(acting.token) });
    expect(ShoppingContext.parse(context.json()).customerOrderId).toBe(DEMO_SHOPPER.openOrderId);

    const back = await returnToAdmin(acting.token);
    expect(back.statusCode).toBe(200);
    expect(ReturnToAdminResponse.parse(back.json())).toEqual({ redirectUrl: `/admin/customers/${DEMO_SHOPPER.id}` });

    // The acting session has ended; the support user's own sign-in has not.
    const after = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(acting.token) });
    expect(after.statusCode).toBe(401);
    expect(await whoAmI(admin.token)).toMatchObject({ customerId: DEMO_SUPPORT.id, role: 'support' });
  });

  it('works for the session made by sign-in with actAsCustomerId too', async () => {
    const acting = await signInAs(app(), {
      ...DEMO_SUPPORT,
      actAsCustomerId: DEMO_AMENDING_SHOPPER.id,
      reason: REASON,
    });
    const back = await returnToAdmin(acting.token);
    expect(ReturnToAdminResponse.parse(back.json()).redirectUrl).toBe(`/admin/customers/${DEMO_AMENDING_SHOPPER.id}`);
  });

  it('refuses a shopper who tries to sign on as someone else (403)', async () => {
    const shopper = await signInAs(app(), DEMO_SHOPPER);
    const response = await signOn(shopper.token, DEMO_AMENDING_SHOPPER.id);
    expect(response.statusCode).toBe(403);
    expect(ServiceError.parse(response.json()).error).toBe('forbidden');
  });

  it('refuses an unknown customer or another support user (404)', async () => {
    const admin = await supportSignIn();
    for (const customerId of ['C-nobody', DEMO_SUPPORT.id]) {
      const response = await signOn(admin.token, customerId);
      expect(response.statusCode).toBe(404);
      expect(ServiceError.parse(response.json()).error).toBe('customer_not_found');
    }
  });

  it('names a missing customerId (400)', async () => {
    const admin = await supportSignIn();
    const response = await signOn(admin.token, undefined);
    expect(response.statusCode).toBe(400);
    expect(ServiceError.parse(response.json()).message).toContain('customerId');
  });

  describe('the support audit', () => {
    it('records the sign-on and the return: who, for whom, when, from where, and why', async () => {
      const admin = await supportSignIn();
      const signedOnAt = clock.now();
      const acting = SignInResponse.parse(
        (await signOn(admin.token, DEMO_SHOPPER.id, { reason: `  ${REASON}\n` })).json(),
      );
      clock.advance(10 * 60 * 1000);
      const returnedAt = clock.now();
      expect((await returnToAdmin(acting.token)).statusCode).toBe(200);

      const [back, on, ...older] = await auditOf(DEMO_SHOPPER.id);
      const same = {
        supportUserId: DEMO_SUPPORT.id,
        customerId: DEMO_SHOPPER.id,
        reason: REASON,
        clientAddress: '127.0.0.1',
      };
      expect(on).toMatchObject({ ...same, action: 'sign_on' });
      expect(back).toMatchObject({ ...same, action: 'return_to_admin' });
      // The test clock, not the wall clock, stamps them: each within the moment it was read around.
      expect(Math.abs(Date.parse(on?.at ?? '') - signedOnAt.getTime())).toBeLessThan(5_000);
      expect(Math.abs(Date.parse(back?.at ?? '') - returnedAt.getTime())).toBeLessThan(5_000);
      expect(older.every((entry) => entry.at <= (on?.at ?? ''))).toBe(true);
    });

    it('records a sign-in that acts for a customer, and needs a reason for it', async () => {
      const refused = await app().inject({
        method: 'POST',
        url: '/v1/auth/sign-in',
        payload: { ...DEMO_SUPPORT, actAsCustomerId: DEMO_AMENDING_SHOPPER.id },
      });
      expect(refused.statusCode).toBe(400);
      expect(ServiceError.parse(refused.json()).message).toContain('reason');

      await signInAs(app(), { ...DEMO_SUPPORT, actAsCustomerId: DEMO_AMENDING_SHOPPER.id, reason: 'Phone amend' });
      const [latest] = await auditOf(DEMO_AMENDING_SHOPPER.id);
      expect(latest).toMatchObject({ action: 'sign_on', supportUserId: DEMO_SUPPORT.id, reason: 'Phone amend' });
    });

    it.each([
      ['missing', {}],
      ['blank', { reason: '      ' }],
      ['too short once trimmed', { reason: ' ab ' }],
      ['too long', { reason: 'x'.repeat(501) }],
      ['not text', { reason: 42 }],
    ])('refuses a sign-on whose reason is %s (400), starting no session and recording nothing', async (_, why) => {
      const before = await auditOf(DEMO_AMENDING_SHOPPER.id);
      const admin = await supportSignIn();
      const response = await signOn(admin.token, DEMO_AMENDING_SHOPPER.id, why);
      expect(response.statusCode).toBe(400);
      expect(ServiceError.parse(response.json()).message).toContain('reason');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await auditOf(DEMO_AMENDING_SHOPPER.id)).toEqual(before);
    });

    it('keeps every row once the sessions have ended', async () => {
      const admin = await supportSignIn();
      const acting = SignInResponse.parse(
        (await signOn(admin.token, DEMO_SHOPPER.id, { reason: 'Kept after the end' })).json(),
      );
      await returnToAdmin(acting.token);
      await app().inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(admin.token) });
      // Signing in clears expired sessions: let every session of this test expire first.
      clock.advance(SESSION_TTL_MS + 1000);
      await supportSignIn();
      const kept = (await auditOf(DEMO_SHOPPER.id)).filter((entry) => entry.reason === 'Kept after the end');
      expect(kept.map((entry) => entry.action)).toEqual(['return_to_admin', 'sign_on']);
    });
  });

  describe('how long an acting session lasts', () => {
    it('ends an acting session after one hour, while a support sign-in lasts the usual eight', async () => {
      const admin = await supportSignIn();
      const startedAt = clock.now().getTime();
      const acting = SignInResponse.parse((await signOn(admin.token, DEMO_SHOPPER.id)).json());
      expect(Date.parse(acting.expiresAt) - startedAt).toBeLessThanOrEqual(ACTING_SESSION_TTL_MS + 5_000);
      expect(Date.parse(acting.expiresAt) - startedAt).toBeGreaterThan(ACTING_SESSION_TTL_MS - 5_000);

      clock.advance(ACTING_SESSION_TTL_MS - 60_000);
      expect((await whoAmI(acting.token)).isSignedOnAsCustomer).toBe(true);
      clock.advance(2 * 60_000);
      const expired = await app().inject({ method: 'GET', url: '/v1/auth/session', headers: bearer(acting.token) });
      expect(expired.statusCode).toBe(401);
      expect((await whoAmI(admin.token)).role).toBe('support');
    });

    it('gives the one-hour limit to a sign-in that acts for a customer too', async () => {
      const startedAt = clock.now().getTime();
      const acting = await signInAs(app(), { ...DEMO_SUPPORT, actAsCustomerId: DEMO_SHOPPER.id, reason: REASON });
      expect(Date.parse(acting.expiresAt) - startedAt).toBeLessThanOrEqual(ACTING_SESSION_TTL_MS + 5_000);
    });
  });

  it('needs a sign-in for both routes (401)', async () => {
    for (const url of ['/v1/auth/sign-on-as-customer', '/v1/auth/return-to-admin']) {
      const response = await app().inject({ method: 'POST', url, payload: { customerId: DEMO_SHOPPER.id } });
      expect(response.statusCode).toBe(401);
      ServiceError.parse(response.json());
    }
  });

  it('refuses return to admin for anyone not signed on as a customer (403), ending nothing', async () => {
    const shopper = await signInAs(app(), DEMO_SHOPPER);
    const admin = await supportSignIn();
    for (const token of [shopper.token, admin.token]) {
      const response = await returnToAdmin(token);
      expect(response.statusCode).toBe(403);
      expect((await whoAmI(token)).isLoggedIn).toBe(true);
    }
  });

  describe('GET /v1/auth/session', () => {
    const getSession = (headers: Record<string, string>) =>
      app().inject({ method: 'GET', url: '/v1/auth/session', headers });

    it('describes a signed-in shopper', async () => {
      const { token, expiresAt } = await signInAs(app(), DEMO_SHOPPER);
      const response = await getSession(bearer(token));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(SessionResponse.parse(response.json())).toEqual({
        isLoggedIn: true,
        hasTokenSession: true,
        customerId: DEMO_SHOPPER.id,
        name: DEMO_SHOPPER.name,
        isSignedOnAsCustomer: false,
        role: 'customer',
        expiresAt,
      });
    });

    it('describes a guest, with no header or the unauthenticated bearer', async () => {
      for (const headers of [{}, { authorization: 'Bearer unauthenticated' }] as Record<string, string>[]) {
        const response = await getSession(headers);
        expect(response.statusCode).toBe(200);
        expect(SessionResponse.parse(response.json())).toEqual({
          isLoggedIn: false,
          hasTokenSession: false,
          customerId: null,
          name: null,
          isSignedOnAsCustomer: false,
          role: null,
          expiresAt: null,
        });
      }
    });

    it('answers 401 for a token that has stopped working, so the header can drop it', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      clock.advance(8 * 60 * 60 * 1000);
      const response = await getSession(bearer(token));
      expect(response.statusCode).toBe(401);
      ServiceError.parse(response.json());
    });
  });
});
