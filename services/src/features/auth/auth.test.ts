import { expect, it } from 'vitest';
import { ServiceError, ShoppingContext, SignInResponse } from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { storedKeyOf } from '../../testing/stored-session-key.ts';
import { SESSION_TTL_MS } from './sessions.ts';
import { tokenSecret } from './token-secret.ts';
import { verifyToken } from './token.ts';
import { BAD_CREDENTIALS_MESSAGE } from './sign-in.ts';

const shopper = { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password };
const support = { email: DEMO_SUPPORT.email, password: DEMO_SUPPORT.password };

describeEachDatabase('POST /v1/auth/sign-in', (target) => {
  const { app, db, clock } = useTestApp(target);

  const post = (payload: unknown) =>
    app().inject({ method: 'POST', url: '/v1/auth/sign-in', payload: payload as object });

  it('signs the demo shopper in with a signed 8-hour bearer token', async () => {
    const before = clock.now().getTime();
    const response = await post(shopper);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = SignInResponse.parse(response.json());
    expect(body).toMatchObject({ tokenType: 'Bearer', customerId: DEMO_SHOPPER.id, isSignedOnAsCustomer: false });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyToken(body.token, tokenSecret(), clock.now())).toMatchObject({
      customerId: DEMO_SHOPPER.id,
      actorId: null,
      expiresAt: new Date(body.expiresAt),
    });
    const expiresAt = Date.parse(body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(expiresAt).toBeLessThanOrEqual(clock.now().getTime() + SESSION_TTL_MS);
  });

  it('stores neither the token nor its session id, only a hash of the session id', async () => {
    const { token } = await signInAs(app(), shopper);
    const sessionId = verifyToken(token, tokenSecret(), clock.now())?.sessionId ?? '';
    for (const plain of [token, sessionId]) {
      expect(await db().query('select 1 from sessions where token_hash = $1', [plain])).toHaveLength(0);
    }
    const [row] = await db().query<{ customer_id: string; actor_id: string | null }>(
      'select customer_id, actor_id from sessions where token_hash = $1',
      [storedKeyOf(token)],
    );
    expect(row).toEqual({ customer_id: DEMO_SHOPPER.id, actor_id: null });
  });

  it('ignores case and surrounding spaces in the email', async () => {
    const body = await signInAs(app(), { email: '  Shopper@Example.COM ', password: DEMO_SHOPPER.password });
    expect(body.customerId).toBe(DEMO_SHOPPER.id);
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const wrongPassword = await post({ ...shopper, password: 'not-groceries' });
    const unknownEmail = await post({ email: 'nobody@example.com', password: 'groceries' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(ServiceError.parse(response.json())).toEqual({
        error: 'invalid_credentials',
        message: BAD_CREDENTIALS_MESSAGE,
      });
    }
    expect(BAD_CREDENTIALS_MESSAGE).toBe('Email or password is incorrect');
  });

  it.each([
    ['no password', { email: DEMO_SHOPPER.email }],
    ['an empty password', { email: DEMO_SHOPPER.email, password: '' }],
    ['a too-short email', { email: ' a ', password: 'x' }],
    ['a number for an email', { email: 42, password: 'x' }],
    ['an array', [shopper]],
  ])('refuses a body with %s (400 ServiceError)', async (_, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = ServiceError.parse(response.json());
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(/^Invalid request body/);
  });

  it('refuses malformed JSON and a missing body with a 400 ServiceError', async () => {
    const malformed = await app().inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    const missing = await app().inject({ method: 'POST', url: '/v1/auth/sign-in' });
    for (const response of [malformed, missing]) {
      expect(response.statusCode).toBe(400);
      expect(ServiceError.parse(response.json()).error).toBe('bad_request');
    }
  });

  it('lets a support user act for a shopper, whose shopping context they then see', async () => {
    const session = await signInAs(app(), { ...support, actAsCustomerId: DEMO_SHOPPER.id, reason: 'Delivery query' });
    expect(session).toMatchObject({ customerId: DEMO_SHOPPER.id, isSignedOnAsCustomer: true });

    const [row] = await db().query<{ actor_id: string }>('select actor_id from sessions where token_hash = $1', [
      storedKeyOf(session.token),
    ]);
    expect(row?.actor_id).toBe(DEMO_SUPPORT.id);

    const response = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(session.token) });
    expect(response.statusCode).toBe(200);
    expect(ShoppingContext.parse(response.json())).toMatchObject({
      customerId: DEMO_SHOPPER.id,
      defaultBranchId: DEMO_SHOPPER.defaultBranchId,
    });
  });

  it('lets a support user act for another shopper too', async () => {
    const session = await signInAs(app(), {
      ...support,
      actAsCustomerId: DEMO_AMENDING_SHOPPER.id,
      reason: 'Amending an order by phone',
    });
    expect(session.customerId).toBe(DEMO_AMENDING_SHOPPER.id);
  });

  it('gives a support user who names no customer a support sign-in, which cannot shop (403)', async () => {
    const session = await signInAs(app(), support);
    expect(session).toMatchObject({ customerId: DEMO_SUPPORT.id, isSignedOnAsCustomer: false, role: 'support' });
    const response = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(session.token) });
    expect(response.statusCode).toBe(403);
    expect(ServiceError.parse(response.json()).message).toContain('sign on as a customer');
  });

  it('refuses a support user acting for an unknown customer or another support user (404)', async () => {
    for (const actAsCustomerId of ['C-does-not-exist', DEMO_SUPPORT.id]) {
      const response = await post({ ...support, actAsCustomerId });
      expect(response.statusCode).toBe(404);
      expect(ServiceError.parse(response.json()).error).toBe('customer_not_found');
    }
  });

  it('checks the password before anything about the customer acted for', async () => {
    const response = await post({ ...support, password: 'wrong', actAsCustomerId: 'C-does-not-exist' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a shopper who tries to act as someone else (403)', async () => {
    const response = await post({ ...shopper, actAsCustomerId: DEMO_AMENDING_SHOPPER.id });
    expect(response.statusCode).toBe(403);
    expect(ServiceError.parse(response.json()).error).toBe('forbidden');
  });

  it('clears out expired sessions when someone signs in', async () => {
    const { token } = await signInAs(app(), shopper);
    clock.advance(SESSION_TTL_MS + 1000);
    await signInAs(app(), shopper);
    expect(await db().query('select 1 from sessions where token_hash = $1', [storedKeyOf(token)])).toHaveLength(0);
  });
});

describeEachDatabase('POST /v1/auth/sign-out', (target) => {
  const { app } = useTestApp(target);

  it('ends the session: the token stops working', async () => {
    const { token } = await signInAs(app(), shopper);
    const context = () => app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(token) });
    expect((await context()).statusCode).toBe(200);

    const signOut = await app().inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(token) });
    expect(signOut.statusCode).toBe(204);
    expect(signOut.body).toBe('');

    const after = await context();
    expect(after.statusCode).toBe(401);
    ServiceError.parse(after.json());
  });

  it('accepts a JSON content type with no body', async () => {
    const { token } = await signInAs(app(), shopper);
    const response = await app().inject({
      method: 'POST',
      url: '/v1/auth/sign-out',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('leaves other sessions of the same shopper alone', async () => {
    const first = await signInAs(app(), shopper);
    const second = await signInAs(app(), shopper);
    await app().inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(first.token) });
    const response = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(second.token) });
    expect(response.statusCode).toBe(200);
  });

  it('needs a valid token (401)', async () => {
    const response = await app().inject({ method: 'POST', url: '/v1/auth/sign-out' });
    expect(response.statusCode).toBe(401);
    expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
  });
});
