import { expect, it } from 'vitest';
import { ServiceError, SessionResponse, ShoppingContext, SignInResponse } from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';

let next = 0;
const newEmail = () => `new-shopper-${process.pid}-${(next += 1)}@example.com`;

describeEachDatabase('POST /v1/auth/register', (target) => {
  const { app, db } = useTestApp(target);

  const register = (payload: unknown) =>
    app().inject({ method: 'POST', url: '/v1/auth/register', payload: payload as object });

  it('creates a shopper with a C-5xxxxxx id and an open order, signed in at once', async () => {
    const email = newEmail();
    const response = await register({
      email: `  ${email.toUpperCase()} `,
      password: 'fresh-bread-1',
      name: ' Robin New ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = SignInResponse.parse(response.json());
    expect(body).toMatchObject({ tokenType: 'Bearer', isSignedOnAsCustomer: false, role: 'customer' });
    expect(body.customerId).toMatch(/^C-5\d{6}$/);

    const [customer] = await db().query<{ email: string; name: string; role: string }>(
      'select email, name, role from customers where id = $1',
      [body.customerId],
    );
    expect(customer).toEqual({ email, name: 'Robin New', role: 'customer' });

    const context = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(body.token) });
    expect(ShoppingContext.parse(context.json())).toMatchObject({
      customerId: body.customerId,
      customerOrderState: 'PENDING',
    });
    const orders = await db().query('select 1 from orders where customer_id = $1', [body.customerId]);
    expect(orders).toHaveLength(1);

    const session = await app().inject({ method: 'GET', url: '/v1/auth/session', headers: bearer(body.token) });
    expect(SessionResponse.parse(session.json())).toMatchObject({ name: 'Robin New', customerId: body.customerId });
  });

  it('lets the new shopper sign in with the password they chose', async () => {
    const email = newEmail();
    expect((await register({ email, password: 'fresh-bread-1', name: 'Robin' })).statusCode).toBe(201);
    const signedIn = await signInAs(app(), { email, password: 'fresh-bread-1' });
    expect(signedIn.customerId).toMatch(/^C-5/);
  });

  it('refuses an email that already has an account (409), whatever its case', async () => {
    const response = await register({ email: 'SHOPPER@example.com', password: 'fresh-bread-1', name: 'Sam' });
    expect(response.statusCode).toBe(409);
    expect(ServiceError.parse(response.json()).error).toBe('email_taken');
    const [row] = await db().query<{ name: string }>('select name from customers where email = $1', [
      DEMO_SHOPPER.email,
    ]);
    expect(row?.name).toBe(DEMO_SHOPPER.name);
  });

  it('creates one account when the same email registers several times at once', async () => {
    const email = newEmail();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => register({ email, password: 'fresh-bread-1', name: 'Twin' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await db().query('select 1 from customers where email = $1', [email])).toHaveLength(1);
  });

  it.each([
    ['email', { password: 'fresh-bread-1', name: 'A' }],
    ['email', { email: 'not-an-email', password: 'fresh-bread-1', name: 'A' }],
    ['password', { email: 'a@example.com', password: 'short1', name: 'A' }],
    ['password', { email: 'a@example.com', password: 'onlyletters', name: 'A' }],
    ['password', { email: 'a@example.com', password: '1234567890', name: 'A' }],
    ['password', { email: 'a@example.com', password: 'x1'.repeat(65), name: 'A' }],
    ['password', { email: 'pass1word@example.com', password: 'PASS1WORD@example.com', name: 'A' }],
    ['name', { email: 'a@example.com', password: 'fresh-bread-1', name: '   ' }],
    ['name', { email: 'a@example.com', password: 'fresh-bread-1', name: 'Bad\u0000Name' }],
  ])('refuses a bad %s with a 400 naming it', async (field, payload) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = ServiceError.parse(response.json());
    expect(body.error).toBe('bad_request');
    expect(body.message).toContain(`${field}:`);
  });
});
