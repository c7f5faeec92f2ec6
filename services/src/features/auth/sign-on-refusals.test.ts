import { describe, expect, it } from 'vitest';
import { SupportAuditResponse, type SupportAuditEntry } from '@grocer/shared-contracts/domain';
import { RATE_LIMITS } from '../../http/rate-limits/rate-limit-rules.ts';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { createCustomer } from '../../testing/fixtures.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';

const HOUR = 60 * 60 * 1000;
const { perAccount } = RATE_LIMITS.signOnRefusals;

/**
 * A refused sign-on as a customer cannot bury the support audit of the customer it names: it is
 * filed under the account that asked, and each account's refusals are limited.
 */
describeEachDatabase('refused sign-ons as a customer', (target) => {
  const { app, db, clock } = useTestApp(target);
  let hours = 0;
  /** Each test in an hour of its own, so no refusal counted by another is still in the window. */
  const nextHour = () => clock.advance((hours += 1) * HOUR);

  const signOn = (token: string, customerId: string, reason: string) =>
    app().inject({
      method: 'POST',
      url: '/v1/auth/sign-on-as-customer',
      headers: bearer(token),
      payload: { customerId, reason },
    });
  const signInActingFor = (credentials: { email: string; password: string }, actAsCustomerId: string) =>
    app().inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { ...credentials, actAsCustomerId, reason: 'Trying my luck' },
    });
  /** The first page of a customer's audit, as the admin page asks for it. */
  const firstPage = async (customerId: string): Promise<SupportAuditEntry[]> => {
    const admin = await signInAs(app(), DEMO_SUPPORT);
    const response = await app().inject({
      method: 'GET',
      url: `/v1/admin/customers/${customerId}/support-audit`,
      headers: bearer(admin.token),
    });
    return SupportAuditResponse.parse(response.json()).entries;
  };
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  it('files a burst of refusals under the shopper who asked, at most the limit of them, and the real sign-on stays in view', async () => {
    nextHour();
    const reason = `Customer phoned at ${clock.now().toISOString()}`;
    const support = await signInAs(app(), DEMO_SUPPORT);
    expect((await signOn(support.token, DEMO_AMENDING_SHOPPER.id, reason)).statusCode).toBe(200);

    const shopper = await signInAs(app(), await createCustomer(db()));
    const burst = await Promise.all(
      Array.from({ length: 55 }, () => signOn(shopper.token, DEMO_AMENDING_SHOPPER.id, 'Burying the audit')),
    );
    expect(tally(burst.map((response) => response.statusCode))).toEqual({
      403: perAccount.limit,
      429: 55 - perAccount.limit,
    });

    const customersPage = await firstPage(DEMO_AMENDING_SHOPPER.id);
    expect(customersPage[0]).toMatchObject({ action: 'sign_on', supportUserId: DEMO_SUPPORT.id, reason });
    expect(customersPage.filter((entry) => entry.reason === 'Burying the audit')).toEqual([]);
    const shoppersPage = await firstPage(shopper.customerId);
    expect(shoppersPage.filter((entry) => entry.action === 'sign_on_refused')).toHaveLength(perAccount.limit);
    expect(shoppersPage[0]).toMatchObject({
      supportUserId: shopper.customerId,
      customerId: shopper.customerId,
      namedCustomerId: DEMO_AMENDING_SHOPPER.id,
    });
  });

  it('counts refusals of sign-in with actAsCustomerId against the same account', async () => {
    nextHour();
    const owner = await createCustomer(db());
    const statuses = [];
    for (let attempt = 0; attempt <= perAccount.limit; attempt += 1) {
      statuses.push((await signInActingFor(owner, DEMO_SHOPPER.id)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(perAccount.limit).fill(403), 429]);
    const shopper = await signInAs(app(), owner);
    expect((await signOn(shopper.token, DEMO_SHOPPER.id, 'One more try')).statusCode).toBe(429);
    expect((await firstPage(DEMO_SHOPPER.id)).filter((entry) => entry.reason === 'Trying my luck')).toEqual([]);
  });

  it('never counts a support user’s sign-ons that succeed', async () => {
    nextHour();
    const support = await signInAs(app(), DEMO_SUPPORT);
    for (let call = 0; call <= perAccount.limit + 2; call += 1) {
      expect((await signOn(support.token, DEMO_SHOPPER.id, `Call ${call}`)).statusCode).toBe(200);
    }
  });

  describe('the customer id named', () => {
    it.each([
      ['too long', 'C'.repeat(65)],
      ['not an id', '<script>'],
      ['empty', ''],
    ])('is refused when %s (400), with no audit row', async (_, customerId) => {
      nextHour();
      const shopper = await signInAs(app(), DEMO_SHOPPER);
      const before = await firstPage(DEMO_SHOPPER.id);
      expect((await signOn(shopper.token, customerId, 'Odd id')).statusCode).toBe(400);
      expect((await signInActingFor(DEMO_SHOPPER, customerId)).statusCode).toBe(400);
      expect(await firstPage(DEMO_SHOPPER.id)).toEqual(before);
    });
  });
});
