import { expect, it } from 'vitest';
import { ServiceError, SUPPORT_AUDIT_PAGE_SIZE, SupportAuditResponse } from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { listSupportAudit, recordSupportAction } from '../support-audit/support-audit.ts';

const auditUrl = (customerId: string) => `/v1/admin/customers/${customerId}/support-audit`;

describeEachDatabase('GET /v1/admin/customers/{customerId}/support-audit', (target) => {
  const { app, db } = useTestApp(target);
  /** The reasons on every page of a customer's audit, `pageSize` rows at a time, following `nextBefore`. */
  const reasonsPageByPage = async (customerId: string, pageSize: number) => {
    const reasons: string[] = [];
    let before: string | null = null;
    do {
      const page = await listSupportAudit(db(), customerId, before === null ? {} : { before }, pageSize);
      reasons.push(...page.entries.map((entry) => entry.reason));
      before = page.nextBefore;
    } while (before !== null);
    return reasons;
  };
  const read = (customerId: string, headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: auditUrl(customerId), headers, query });

  it('lists one customer’s rows, newest first, a page at a time, of one kind if asked', async () => {
    const base = Date.UTC(2026, 0, 5, 9, 0);
    const rows = SUPPORT_AUDIT_PAGE_SIZE + 5;
    for (let minute = 0; minute < rows; minute += 1) {
      await recordSupportAction(db(), {
        action: minute % 2 === 0 ? 'sign_on' : 'return_to_admin',
        supportUserId: DEMO_SUPPORT.id,
        customerId: 'C-7001',
        reason: `Call number ${minute}`,
        clientAddress: '203.0.113.9',
        sessionHash: `session-${Math.floor(minute / 2)}`,
        at: new Date(base + minute * 60_000),
      });
    }
    await recordSupportAction(db(), {
      action: 'sign_on',
      supportUserId: DEMO_SUPPORT.id,
      customerId: 'C-7002',
      reason: 'Someone else entirely',
      clientAddress: '203.0.113.9',
      sessionHash: 'other',
      at: new Date(base + rows * 60_000),
    });

    const admin = await signInAs(app(), DEMO_SUPPORT);
    const response = await read('C-7001', bearer(admin.token));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { customerId, entries, nextBefore } = SupportAuditResponse.parse(response.json());
    expect(customerId).toBe('C-7001');
    expect(entries).toHaveLength(SUPPORT_AUDIT_PAGE_SIZE);
    expect(entries[0]).toEqual({
      action: 'sign_on',
      supportUserId: DEMO_SUPPORT.id,
      customerId: 'C-7001',
      namedCustomerId: null,
      reason: `Call number ${rows - 1}`,
      clientAddress: '203.0.113.9',
      at: new Date(base + (rows - 1) * 60_000).toISOString(),
    });
    expect(entries.map((entry) => entry.reason)).toEqual(
      Array.from({ length: SUPPORT_AUDIT_PAGE_SIZE }, (_, index) => `Call number ${rows - 1 - index}`),
    );

    // The next page goes on where the first stopped, and is the last.
    const next = SupportAuditResponse.parse(
      (await read('C-7001', bearer(admin.token), { before: nextBefore ?? '' })).json(),
    );
    expect(next.entries.map((entry) => entry.reason)).toEqual([4, 3, 2, 1, 0].map((minute) => `Call number ${minute}`));
    expect(next.nextBefore).toBeNull();

    // One kind only: every return to admin, over two pages of them.
    const returns = SupportAuditResponse.parse(
      (await read('C-7001', bearer(admin.token), { action: 'return_to_admin' })).json(),
    );
    expect(returns.entries).toHaveLength(Math.floor(rows / 2));
    expect(new Set(returns.entries.map((entry) => entry.action))).toEqual(new Set(['return_to_admin']));
    expect(returns.nextBefore).toBeNull();
  });

  it('pages through rows written out of time order (an expiry is stamped when the session ended)', async () => {
    const base = Date.UTC(2026, 1, 5, 9, 0);
    for (const minute of [5, 1, 3, 3, 0, 4, 2]) {
      await recordSupportAction(db(), {
        action: 'expired',
        supportUserId: DEMO_SUPPORT.id,
        customerId: 'C-7003',
        reason: `Minute ${minute}`,
        clientAddress: null,
        sessionHash: null,
        at: new Date(base + minute * 60_000),
      });
    }
    expect(await reasonsPageByPage('C-7003', 2)).toEqual([
      'Minute 5',
      'Minute 4',
      'Minute 3',
      'Minute 3',
      'Minute 2',
      'Minute 1',
      'Minute 0',
    ]);
  });

  it('refuses a query that is not one (400)', async () => {
    const admin = await signInAs(app(), DEMO_SUPPORT);
    const queries: Record<string, string>[] = [
      { action: 'deleted' },
      { before: '0' },
      { before: '1'.repeat(20) },
      { before: '-1' },
    ];
    for (const query of queries) {
      const response = await read(DEMO_SHOPPER.id, bearer(admin.token), query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('answers an empty list for a customer nobody has acted for', async () => {
    const admin = await signInAs(app(), DEMO_SUPPORT);
    const response = await read(DEMO_AMENDING_SHOPPER.id, bearer(admin.token));
    expect(SupportAuditResponse.parse(response.json()).entries).toEqual([]);
  });

  it('needs a sign-in (401)', async () => {
    for (const headers of [{}, { authorization: 'Bearer unauthenticated' }, bearer('not-a-token')]) {
      const response = await read(DEMO_SHOPPER.id, headers);
      expect(response.statusCode).toBe(401);
      ServiceError.parse(response.json());
    }
  });

  it('is for a support sign-in only: not a shopper, not support acting as the customer (403)', async () => {
    const shopper = await signInAs(app(), DEMO_SHOPPER);
    const acting = await signInAs(app(), { ...DEMO_SUPPORT, actAsCustomerId: DEMO_SHOPPER.id, reason: 'Checking' });
    for (const token of [shopper.token, acting.token]) {
      const response = await read(DEMO_SHOPPER.id, bearer(token));
      expect(response.statusCode).toBe(403);
      expect(ServiceError.parse(response.json()).error).toBe('forbidden');
    }
  });

  it('refuses a customer id that is not one (400)', async () => {
    const admin = await signInAs(app(), DEMO_SUPPORT);
    for (const customerId of ['C%201', '%3Cscript%3E', 'C'.repeat(65)]) {
      const response = await read(customerId, bearer(admin.token));
      expect(response.statusCode).toBe(400);
      expect(ServiceError.parse(response.json()).message).toContain('customerId');
    }
  });
});
