import { describe, expect, it } from 'vitest';
import {
  ServiceError,
  SignInResponse,
  SupportAuditResponse,
  type SupportAuditEntry,
} from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { storedKeyOf } from '../../testing/stored-session-key.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { ACTING_SESSION_TTL_MS, SESSION_TTL_MS } from './sessions.ts';

/**
 * An acting session (a support user shopping as a customer)
 * stays in its lane. Only the support user's own session opens one; it cannot
 * open another or renew itself; it ends when its support session ends; and
 * the support audit has a row for every start, end and refusal.
 */
describeEachDatabase('acting sessions stay in their lane', (target) => {
  const { app, db, clock } = useTestApp(target);
  let runs = 0;
  /** A reason unique to the test, so the audit rows found are its own. */
  const uniqueReason = () => `Customer phoned, acting test ${++runs} ${target.name}`;

  const signOn = (token: string, customerId: string, reason: string) =>
    app().inject({
      method: 'POST',
      url: '/v1/auth/sign-on-as-customer',
      headers: bearer(token),
      payload: { customerId, reason },
    });
  const signOut = (token: string) => app().inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(token) });
  const statusOf = async (token: string) =>
    (await app().inject({ method: 'GET', url: '/v1/auth/session', headers: bearer(token) })).statusCode;
  const supportSignIn = () => signInAs(app(), DEMO_SUPPORT);
  const actFor = async (customerId: string, reason: string) => {
    const support = await supportSignIn();
    const response = await signOn(support.token, customerId, reason);
    expect(response.statusCode, response.body).toBe(200);
    return { support, acting: SignInResponse.parse(response.json()) };
  };
  /** The customer's audit rows with this reason, oldest first. */
  const auditRows = async (customerId: string, reason: string): Promise<SupportAuditEntry[]> => {
    const admin = await supportSignIn();
    const response = await app().inject({
      method: 'GET',
      url: `/v1/admin/customers/${customerId}/support-audit`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return SupportAuditResponse.parse(response.json())
      .entries.filter((entry) => entry.reason === reason)
      .reverse();
  };
  const actionsIn = async (customerId: string, reason: string) =>
    (await auditRows(customerId, reason)).map((entry) => entry.action);

  describe('an acting session cannot open another', () => {
    it('refuses an acting session that signs on as another customer (403), and audits the refusal', async () => {
      const reason = uniqueReason();
      const { acting } = await actFor(DEMO_SHOPPER.id, reason);

      const response = await signOn(acting.token, DEMO_AMENDING_SHOPPER.id, reason);
      expect(response.statusCode).toBe(403);
      expect(ServiceError.parse(response.json()).error).toBe('forbidden');
      expect(response.headers['set-cookie']).toBeUndefined();

      // Filed in the audit of the customer the acting session is for, never the one it named.
      expect(await actionsIn(DEMO_AMENDING_SHOPPER.id, reason)).toEqual([]);
      expect(await auditRows(DEMO_SHOPPER.id, reason)).toMatchObject([
        { action: 'sign_on' },
        {
          action: 'sign_on_refused',
          supportUserId: DEMO_SUPPORT.id,
          customerId: DEMO_SHOPPER.id,
          namedCustomerId: DEMO_AMENDING_SHOPPER.id,
        },
      ]);
      expect(await statusOf(acting.token)).toBe(200);
    });

    it('refuses an acting session that signs on as its own customer again, so it cannot renew itself', async () => {
      const reason = uniqueReason();
      const { acting } = await actFor(DEMO_SHOPPER.id, reason);
      clock.advance(ACTING_SESSION_TTL_MS - 60_000);

      const renewal = await signOn(acting.token, DEMO_SHOPPER.id, reason);
      expect(renewal.statusCode).toBe(403);

      clock.advance(2 * 60_000);
      expect(await statusOf(acting.token)).toBe(401);
      expect(await actionsIn(DEMO_SHOPPER.id, reason)).toEqual(['sign_on', 'sign_on_refused', 'expired']);
    });

    it('audits a shopper who tries to sign on as someone else under the shopper, not the one named', async () => {
      const reason = uniqueReason();
      const shopper = await signInAs(app(), DEMO_SHOPPER);
      expect((await signOn(shopper.token, DEMO_AMENDING_SHOPPER.id, reason)).statusCode).toBe(403);
      expect(await actionsIn(DEMO_AMENDING_SHOPPER.id, reason)).toEqual([]);
      expect(await auditRows(DEMO_SHOPPER.id, reason)).toMatchObject([
        {
          action: 'sign_on_refused',
          supportUserId: DEMO_SHOPPER.id,
          customerId: DEMO_SHOPPER.id,
          namedCustomerId: DEMO_AMENDING_SHOPPER.id,
        },
      ]);
    });

    it('audits a sign-in refused the customer it names to act for', async () => {
      const reason = uniqueReason();
      const refused = await app().inject({
        method: 'POST',
        url: '/v1/auth/sign-in',
        payload: { ...DEMO_SHOPPER, actAsCustomerId: DEMO_AMENDING_SHOPPER.id, reason },
      });
      expect(refused.statusCode).toBe(403);
      expect(await actionsIn(DEMO_AMENDING_SHOPPER.id, reason)).toEqual([]);
      expect(await auditRows(DEMO_SHOPPER.id, reason)).toMatchObject([
        {
          action: 'sign_on_refused',
          supportUserId: DEMO_SHOPPER.id,
          namedCustomerId: DEMO_AMENDING_SHOPPER.id,
          clientAddress: '127.0.0.1',
        },
      ]);
    });
  });

  describe('an acting session ends when its support session ends', () => {
    it('ends when the support user signs out, with a row saying so', async () => {
      const reason = uniqueReason();
      const { support, acting } = await actFor(DEMO_SHOPPER.id, reason);

      expect((await signOut(support.token)).statusCode).toBe(204);

      expect(await statusOf(acting.token)).toBe(401);
      expect(await actionsIn(DEMO_SHOPPER.id, reason)).toEqual(['sign_on', 'support_session_ended']);
    });

    it('never outlasts its support session: one opened in its last minutes ends with it', async () => {
      const reason = uniqueReason();
      const support = await supportSignIn();
      clock.advance(SESSION_TTL_MS - 10 * 60_000);
      const acting = SignInResponse.parse((await signOn(support.token, DEMO_SHOPPER.id, reason)).json());
      expect(acting.expiresAt).toBe(support.expiresAt);

      clock.advance(11 * 60_000);
      expect(await statusOf(acting.token)).toBe(401);
      expect(await auditRows(DEMO_SHOPPER.id, reason)).toMatchObject([
        { action: 'sign_on' },
        { action: 'expired', at: support.expiresAt },
      ]);
    });
  });

  it('ends when its support session goes any other way, and the audit says so', async () => {
    const reason = uniqueReason();
    const { support, acting } = await actFor(DEMO_SHOPPER.id, reason);
    // Not by sign-out: say, a future route or an operator removes the row.
    await db().query('delete from sessions where token_hash = $1', [storedKeyOf(support.token)]);

    expect(await statusOf(support.token)).toBe(401);
    expect(await statusOf(acting.token)).toBe(401);
    expect(await actionsIn(DEMO_SHOPPER.id, reason)).toEqual(['sign_on', 'support_session_ended']);
  });

  describe('the audit has every end', () => {
    it('records an acting session signed out', async () => {
      const reason = uniqueReason();
      const { acting } = await actFor(DEMO_SHOPPER.id, reason);
      expect((await signOut(acting.token)).statusCode).toBe(204);
      expect(await auditRows(DEMO_SHOPPER.id, reason)).toMatchObject([
        { action: 'sign_on' },
        { action: 'sign_out', supportUserId: DEMO_SUPPORT.id, clientAddress: '127.0.0.1' },
      ]);
    });

    it('records an acting session that ran out its hour, stamped with the moment it ended, and only once', async () => {
      const reason = uniqueReason();
      const { acting } = await actFor(DEMO_SHOPPER.id, reason);
      clock.advance(ACTING_SESSION_TTL_MS + 60_000);
      await Promise.all([supportSignIn(), supportSignIn(), supportSignIn()]);

      expect(await auditRows(DEMO_SHOPPER.id, reason)).toMatchObject([
        { action: 'sign_on' },
        { action: 'expired', at: acting.expiresAt, clientAddress: null },
      ]);
    });
  });
});
