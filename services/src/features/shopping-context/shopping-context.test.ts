import { expect, it } from 'vitest';
import { ServiceError, ShoppingContext } from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { createCustomer } from '../../testing/fixtures.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { SESSION_TTL_MS } from '../auth/sessions.ts';

describeEachDatabase('GET /v1/shopping-context', (target) => {
  const { app, db, clock } = useTestApp(target);

  const getContext = (headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: '/v1/shopping-context', headers });

  const contextFor = async (credentials: { email: string; password: string }) => {
    const { token } = await signInAs(app(), credentials);
    const response = await getContext(bearer(token));
    expect(response.statusCode, response.body).toBe(200);
    return ShoppingContext.parse(response.json());
  };

  it('gives the demo shopper their open order and default branch', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const response = await getContext({ ...bearer(token), 'x-application-name': 'header-remote' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(ShoppingContext.parse(response.json())).toEqual({
      customerId: DEMO_SHOPPER.id,
      customerOrderId: DEMO_SHOPPER.openOrderId,
      customerOrderState: 'PENDING',
      defaultBranchId: DEMO_SHOPPER.defaultBranchId,
    });
  });

  it('gives a shopper amending an order that order, not their completed one', async () => {
    expect(await contextFor(DEMO_AMENDING_SHOPPER)).toEqual({
      customerId: DEMO_AMENDING_SHOPPER.id,
      customerOrderId: DEMO_AMENDING_SHOPPER.openOrderId,
      customerOrderState: 'AMENDING',
      defaultBranchId: DEMO_AMENDING_SHOPPER.defaultBranchId,
    });
  });

  it('picks the newest open order when there are several', async () => {
    const customer = await createCustomer(db(), {
      orders: [
        { state: 'PENDING', createdAt: '2025-01-01T10:00:00Z' },
        { state: 'AMENDING', createdAt: '2025-01-03T10:00:00Z' },
        { state: 'PLACED', createdAt: '2025-01-04T10:00:00Z' },
      ],
    });
    const context = await contextFor(customer);
    expect(context.customerOrderId).toBe(customer.orderIds[1]);
    expect(context.customerOrderState).toBe('AMENDING');
  });

  it('starts a fresh PENDING order for a shopper with no open one, and keeps it', async () => {
    const customer = await createCustomer(db(), {
      orders: [{ state: 'PLACED' }, { state: 'COMPLETED' }, { state: 'CANCELLED' }],
    });
    const first = await contextFor(customer);
    expect(first.customerOrderState).toBe('PENDING');
    expect(customer.orderIds).not.toContain(first.customerOrderId);
    expect(Number(first.customerOrderId)).toBeGreaterThanOrEqual(10000001);

    const second = await contextFor(customer);
    expect(second.customerOrderId).toBe(first.customerOrderId);
  });

  it('creates only one order when a new shopper makes several first requests at once', async () => {
    const customer = await createCustomer(db());
    const { token } = await signInAs(app(), customer);
    const responses = await Promise.all(Array.from({ length: 20 }, () => getContext(bearer(token))));
    const ids = new Set(responses.map((response) => ShoppingContext.parse(response.json()).customerOrderId));
    expect(ids.size).toBe(1);
    const rows = await db().query('select 1 from orders where customer_id = $1', [customer.id]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no Authorization header', {}],
    ['a token that was never issued', bearer('bm90LWEtcmVhbC10b2tlbi1qdXN0LWdhcmJhZ2UtaGVyZQ')],
    ['a malformed header', { authorization: 'Bearer' }],
    ['another scheme', { authorization: 'Basic c2hvcHBlckBleGFtcGxlLmNvbTpncm9jZXJpZXM=' }],
    ['garbage', { authorization: '!!!' }],
  ])('refuses %s with a 401 ServiceError', async (_, headers) => {
    const response = await getContext(headers);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
  });

  it('refuses an expired session with a 401 ServiceError', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    clock.advance(SESSION_TTL_MS - 60_000);
    expect((await getContext(bearer(token))).statusCode).toBe(200);
    clock.advance(60_000);
    const response = await getContext(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(ServiceError.parse(response.json()).message).toMatch(/sign in again/);
  });
});
