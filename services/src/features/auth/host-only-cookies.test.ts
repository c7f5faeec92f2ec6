import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSessionResponse } from '@grocer/shared-contracts/domain';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import { DEMO_SHOPPER, seed } from '../../seed/demo-accounts.ts';
import { HOST_TOKEN_COOKIE, TOKEN_COOKIE } from './token-cookies.ts';

/**
 * In production the session's token cookie is a `__Host-` cookie (Secure, Path=/, no
 * Domain), so only the services' own origin over https can set it; a plain `fernleaf_token` that a
 * sibling subdomain planted is not read.
 */
describe('the token cookie in production', () => {
  let db: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    await seed(db);
    app = await buildApp({ db, production: true, corsOrigins: ['https://www.grocer.example'] });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const running = () => app ?? expect.fail('the app did not build');
  const signIn = async () => {
    const response = await running().inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('is set as __Host-fernleaf_token, Secure with Path=/ and no Domain, even over plain http', async () => {
    const cookies = (await signIn()).cookies;
    const token = cookies.find((cookie) => cookie.name === HOST_TOKEN_COOKIE);
    expect(token).toMatchObject({ path: '/', secure: true, httpOnly: true });
    expect(token?.domain).toBeUndefined();
    expect(cookies.find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();
  });

  it('is read only under its __Host- name', async () => {
    const token = (await signIn()).cookies.find((cookie) => cookie.name === HOST_TOKEN_COOKIE)?.value ?? '';
    const asked = (cookie: string) => running().inject({ method: 'POST', url: '/v1/auth/token', headers: { cookie } });
    const answered = await asked(`${HOST_TOKEN_COOKIE}=${token}`);
    expect(answered.statusCode).toBe(200);
    expect(TokenSessionResponse.parse(answered.json()).token).toBe(token);
    expect((await asked(`${TOKEN_COOKIE}=${token}`)).statusCode).toBe(401);
  });
});
