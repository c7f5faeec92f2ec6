import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ServiceError,
  ShoppingContext,
  SignInResponse,
  TOKEN_SESSION_COOKIE,
  TokenSessionResponse,
} from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { ACTING_SESSION_TTL_MS, SESSION_TTL_MS } from './sessions.ts';
import { TOKEN_COOKIE } from './token-cookies.ts';

type SetCookie = { readonly value: string; readonly attributes: Readonly<Record<string, string>> };

/** The response's Set-Cookie headers by cookie name, attributes keyed lower-case ('' for flags). */
function setCookiesOf(response: LightMyRequestResponse): Record<string, SetCookie> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookies: Record<string, SetCookie> = {};
  for (const line of lines) {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attributes = Object.fromEntries(
      rest.map((attribute) => {
        const eq = attribute.indexOf('=');
        return eq < 0 ? [attribute.toLowerCase(), ''] : [attribute.slice(0, eq).toLowerCase(), attribute.slice(eq + 1)];
      }),
    );
    cookies[pair.slice(0, at)] = { value: decodeURIComponent(pair.slice(at + 1)), attributes };
  }
  return cookies;
}

/** Both cookies set for a session of `maxAge` seconds, the token one httpOnly. */
function expectSessionCookies(response: LightMyRequestResponse, token: string, maxAge: number, secure = false) {
  const cookies = setCookiesOf(response);
  const common = { path: '/', samesite: 'Lax', 'max-age': String(maxAge) };
  expect(cookies[TOKEN_COOKIE]?.value).toBe(token);
  expect(cookies[TOKEN_COOKIE]?.attributes).toEqual({ ...common, httponly: '', ...(secure ? { secure: '' } : {}) });
  expect(cookies[TOKEN_SESSION_COOKIE]?.value).toBe('true');
  expect(cookies[TOKEN_SESSION_COOKIE]?.attributes).toEqual({ ...common, ...(secure ? { secure: '' } : {}) });
}

/** Both cookies expired at once (Max-Age=0), only the token one httpOnly. */
function expectClearedCookies(response: LightMyRequestResponse) {
  const cookies = setCookiesOf(response);
  for (const name of [TOKEN_COOKIE, TOKEN_SESSION_COOKIE]) {
    expect(cookies[name], name).toBeDefined();
    expect(cookies[name]?.value).toBe('');
    expect(cookies[name]?.attributes).toMatchObject({ path: '/', 'max-age': '0', samesite: 'Lax' });
    expect(Date.parse(cookies[name]?.attributes['expires'] ?? '')).toBe(0);
  }
  expect(cookies[TOKEN_COOKIE]?.attributes).toHaveProperty('httponly');
  expect(cookies[TOKEN_SESSION_COOKIE]?.attributes).not.toHaveProperty('httponly');
}

const SESSION_SECONDS = SESSION_TTL_MS / 1000;
const cookieHeader = (token: string) => ({ cookie: `${TOKEN_COOKIE}=${token}; ${TOKEN_SESSION_COOKIE}=true` });

describeEachDatabase('token session cookies', (target) => {
  const { app, clock } = useTestApp(target);

  const signInResponse = (credentials: object, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/v1/auth/sign-in', payload: credentials, headers });
  const tokenCall = (headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/v1/auth/token', headers });
  const signOut = (headers: Record<string, string>) =>
    app().inject({ method: 'POST', url: '/v1/auth/sign-out', headers });
  const shoppingContext = (token: string) =>
    app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(token) });

  const expectTokenRefused = async (headers: Record<string, string>) => {
    const response = await tokenCall(headers);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ServiceError.parse(response.json())).toEqual({ error: 'unauthenticated', message: expect.any(String) });
    expectClearedCookies(response);
  };

  describe('signing in', () => {
    it('sets the httpOnly token cookie and the readable indicator for as long as the session', async () => {
      const response = await signInResponse(DEMO_SHOPPER);
      expect(response.statusCode).toBe(200);
      const body = SignInResponse.parse(response.json());
      expect(Object.keys(response.json() as object).sort()).toEqual(
        ['customerId', 'expiresAt', 'isSignedOnAsCustomer', 'role', 'token', 'tokenType'].sort(),
      );
      expectSessionCookies(response, body.token, SESSION_SECONDS);
    });

    it('marks both cookies Secure when the request came over https through a proxy', async () => {
      const response = await signInResponse(DEMO_SHOPPER, { 'x-forwarded-proto': 'https' });
      expectSessionCookies(response, SignInResponse.parse(response.json()).token, SESSION_SECONDS, true);
    });

    it('sets no cookie when the password is wrong', async () => {
      const response = await signInResponse({ ...DEMO_SHOPPER, password: 'not-groceries' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('sets the cookies on registration too', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: {
          email: `cookie-${process.pid}-${Date.now()}@example.com`,
          password: 'fresh-bread-1',
          name: 'Cookie',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expectSessionCookies(response, SignInResponse.parse(response.json()).token, SESSION_SECONDS);
    });
  });

  describe('POST /v1/auth/token', () => {
    it("answers the cookie's token, which then works as the bearer on a customer route", async () => {
      const signedIn = await signInAs(app(), DEMO_SHOPPER);
      const response = await tokenCall(cookieHeader(signedIn.token));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(TokenSessionResponse.parse(response.json())).toEqual({
        token: signedIn.token,
        tokenType: 'Bearer',
        expiresAt: signedIn.expiresAt,
        customerId: DEMO_SHOPPER.id,
        isSignedOnAsCustomer: false,
        role: 'customer',
      });

      const context = await shoppingContext(TokenSessionResponse.parse(response.json()).token);
      expect(context.statusCode).toBe(200);
      expect(ShoppingContext.parse(context.json()).customerId).toBe(DEMO_SHOPPER.id);
    });

    it('sets both cookies again for the time the session has left', async () => {
      const signedIn = await signInAs(app(), DEMO_SHOPPER);
      clock.advance(60 * 60 * 1000);
      const response = await tokenCall(cookieHeader(signedIn.token));
      expect(response.statusCode).toBe(200);
      const left = Math.floor((Date.parse(signedIn.expiresAt) - clock.now().getTime()) / 1000);
      const maxAge = Number(setCookiesOf(response)[TOKEN_COOKIE]?.attributes['max-age']);
      expect(maxAge).toBeGreaterThanOrEqual(left - 1);
      expect(maxAge).toBeLessThanOrEqual(SESSION_SECONDS - 3600);
      expectSessionCookies(response, signedIn.token, maxAge);
    });

    it("answers a support user's own sign-in with role 'support'", async () => {
      const signedIn = await signInAs(app(), DEMO_SUPPORT);
      const response = await tokenCall(cookieHeader(signedIn.token));
      expect(TokenSessionResponse.parse(response.json())).toMatchObject({
        token: signedIn.token,
        customerId: DEMO_SUPPORT.id,
        isSignedOnAsCustomer: false,
        role: 'support',
      });
    });

    it('answers 401 and clears both cookies when there is no cookie', async () => {
      await expectTokenRefused({});
      await expectTokenRefused({ cookie: `${TOKEN_SESSION_COOKIE}=true` });
    });

    it('answers 401 and clears both cookies for a tampered or malformed token', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const value of [flipped, 'not-a-token', 'a'.repeat(600), '%E0%A4%A']) {
        await expectTokenRefused(cookieHeader(value));
      }
    });

    it('answers 401 and clears both cookies once the session is signed out', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      expect((await signOut(bearer(token))).statusCode).toBe(204);
      await expectTokenRefused(cookieHeader(token));
    });

    it('answers 401 and clears both cookies once the session has expired', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      clock.advance(SESSION_TTL_MS);
      await expectTokenRefused(cookieHeader(token));
    });

    it('ignores a bearer header: only the cookie counts', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      await expectTokenRefused(bearer(token));
    });
  });

  describe('from a page on another localhost port', () => {
    const origin = 'http://localhost:3000';

    it('lets the page read the answer with credentials, 200 and 401 alike', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      for (const headers of [{ origin, ...cookieHeader(token) }, { origin }]) {
        const response = await tokenCall(headers);
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(response.headers['access-control-allow-credentials']).toBe('true');
        expect(response.headers['vary']).toContain('Origin');
      }
    });

    it('answers a preflight for a JSON content type', async () => {
      const response = await app().inject({
        method: 'OPTIONS',
        url: '/v1/auth/token',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('lets no other site read the token', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      const response = await tokenCall({ origin: 'https://evil.example', ...cookieHeader(token) });
      // Without an allow-origin naming it, the browser hides the answer (allow-credentials alone grants nothing).
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('signing out', () => {
    it('ends the bearer session and clears both cookies', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      const response = await signOut(bearer(token));
      expect(response.statusCode).toBe(204);
      expectClearedCookies(response);
      expect((await shoppingContext(token)).statusCode).toBe(401);
    });

    it("ends the cookie's session when no bearer is sent, or only the signed-out one", async () => {
      for (const extra of [{}, { authorization: 'Bearer unauthenticated' }] as Record<string, string>[]) {
        const { token } = await signInAs(app(), DEMO_SHOPPER);
        const response = await signOut({ ...cookieHeader(token), ...extra });
        expect(response.statusCode).toBe(204);
        expectClearedCookies(response);
        expect((await shoppingContext(token)).statusCode).toBe(401);
        await expectTokenRefused(cookieHeader(token));
      }
    });

    it('prefers the bearer to the cookie', async () => {
      const bearerSession = await signInAs(app(), DEMO_SHOPPER);
      const cookieSession = await signInAs(app(), DEMO_SHOPPER);
      const response = await signOut({ ...bearer(bearerSession.token), ...cookieHeader(cookieSession.token) });
      expect(response.statusCode).toBe(204);
      expect((await shoppingContext(bearerSession.token)).statusCode).toBe(401);
      expect((await shoppingContext(cookieSession.token)).statusCode).toBe(200);
    });

    it('answers 401 with neither a live bearer nor a live cookie, and still clears the cookies', async () => {
      for (const headers of [{}, cookieHeader('not-a-token'), bearer('not-a-token')]) {
        const response = await signOut(headers);
        expect(response.statusCode).toBe(401);
        expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
        expectClearedCookies(response);
      }
    });
  });

  describe('support sign-on', () => {
    it('sets the cookies to the acting session, and return to admin clears them', async () => {
      const admin = await signInAs(app(), DEMO_SUPPORT);
      const signOn = await app().inject({
        method: 'POST',
        url: '/v1/auth/sign-on-as-customer',
        headers: bearer(admin.token),
        payload: { customerId: DEMO_SHOPPER.id, reason: 'Customer asked for help' },
      });
      expect(signOn.statusCode).toBe(200);
      const acting = SignInResponse.parse(signOn.json());
      // An acting session, and so its cookies, last an hour (ACTING_SESSION_TTL_MS), not the usual eight.
      expectSessionCookies(signOn, acting.token, ACTING_SESSION_TTL_MS / 1000);

      const fromCookie = TokenSessionResponse.parse((await tokenCall(cookieHeader(acting.token))).json());
      expect(fromCookie).toMatchObject({ customerId: DEMO_SHOPPER.id, isSignedOnAsCustomer: true, role: 'customer' });

      const back = await app().inject({
        method: 'POST',
        url: '/v1/auth/return-to-admin',
        headers: bearer(acting.token),
      });
      expect(back.statusCode).toBe(200);
      expectClearedCookies(back);
      await expectTokenRefused(cookieHeader(acting.token));
    });

    it('leaves the cookies alone when return to admin is refused', async () => {
      const { token } = await signInAs(app(), DEMO_SHOPPER);
      const response = await app().inject({ method: 'POST', url: '/v1/auth/return-to-admin', headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });
});
