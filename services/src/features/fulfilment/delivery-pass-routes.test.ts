import { expect, it } from 'vitest';
import { deliveryPassStatusFrom, DeliveryPassStatusResponse, ServiceError } from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs } from '../../testing/test-app.ts';
import { DEMO_PASS_ACTIVE_SHOPPER, DEMO_PASS_AVAILABLE_SHOPPER } from './demo-fulfilment.ts';
import { newShopper, useFulfilmentApp } from './fulfilment-test-kit.ts';

describeEachDatabase('GET /v1/pass/status', (target) => {
  const { app, db, clock } = useFulfilmentApp(target);
  const status = (headers: Record<string, string>) =>
    app().inject({ method: 'GET', url: '/v1/pass/status', headers: { 'x-application-name': 'header', ...headers } });

  it.each([
    ['ACTIVE', DEMO_PASS_ACTIVE_SHOPPER],
    ['AVAILABLE', DEMO_PASS_AVAILABLE_SHOPPER],
  ] as const)('gives a shopper with a pass its status (%s)', async (expected, shopper) => {
    const { token } = await signInAs(app(), shopper);
    const response = await status({ ...bearer(token), 'customer-id': shopper.id });
    expect(response.statusCode).toBe(200);
    expect(DeliveryPassStatusResponse.parse(response.json())).toEqual({ data: { status: expected } });
  });

  it('gives a shopper without a pass a body without status, which the header reads as UNKNOWN', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const response = await status({ ...bearer(token), 'customer-id': DEMO_SHOPPER.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    expect(deliveryPassStatusFrom(response.json())).toBe('UNKNOWN');
  });

  it('stops reporting a pass once it has expired', async () => {
    const shopper = await newShopper(db(), clock.now());
    await db().query("insert into delivery_passes (customer_id, status, expires_at) values ($1, 'ACTIVE', $2)", [
      shopper.id,
      new Date(clock.now().getTime() + 60 * 60 * 1000),
    ]);
    expect((await status(shopper.headers)).json()).toEqual({ data: { status: 'ACTIVE' } });
    clock.advance(60 * 60 * 1000);
    expect((await status(shopper.headers)).json()).toEqual({ data: {} });
  });

  it("answers a customer-id other than the session's with 404, never another's status", async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const response = await status({ ...bearer(token), 'customer-id': DEMO_PASS_ACTIVE_SHOPPER.id });
    expect(response.statusCode).toBe(404);
    expect(ServiceError.parse(response.json()).error).toBe('not_found');
    expect(response.body).not.toContain('ACTIVE');
  });

  it('refuses a malformed customer-id (400 naming it) and a missing session (401)', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const bad = await status({ ...bearer(token), 'customer-id': 'C 1001 <script>' });
    expect(bad.statusCode).toBe(400);
    expect(ServiceError.parse(bad.json()).message).toContain('customer-id:');
    const anonymous = await status({ 'customer-id': DEMO_SHOPPER.id });
    expect(anonymous.statusCode).toBe(401);
    const signedOut = await status({ authorization: 'Bearer unauthenticated' });
    expect(signedOut.statusCode).toBe(401);
  });
});
