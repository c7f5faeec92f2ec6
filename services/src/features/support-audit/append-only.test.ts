import { expect, it } from 'vitest';
import { DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { listSupportAudit, recordSupportAction } from './support-audit.ts';

describeEachDatabase('the support audit is append-only in the database', (target) => {
  const { db } = useTestApp(target);

  const record = (reason: string) =>
    recordSupportAction(db(), {
      action: 'sign_on',
      supportUserId: DEMO_SUPPORT.id,
      customerId: DEMO_SHOPPER.id,
      reason,
      clientAddress: '198.51.100.7',
      sessionHash: `hash-${reason}`,
      at: new Date(),
    });

  it.each([
    ['update', "update support_audit set reason = 'rewritten'"],
    ['delete', 'delete from support_audit'],
    ['truncate', 'truncate support_audit'],
  ])('refuses %s, leaving every row as it was', async (_, statement) => {
    await record(`Before ${statement}`);
    const before = await listSupportAudit(db(), DEMO_SHOPPER.id);
    await expect(db().query(statement)).rejects.toThrow(/append-only/);
    expect(await listSupportAudit(db(), DEMO_SHOPPER.id)).toEqual(before);
  });

  it('keeps its rows when the sessions and even the customer go', async () => {
    await record('Outlives its session');
    await db().query('delete from sessions');
    expect((await listSupportAudit(db(), DEMO_SHOPPER.id)).entries.map((entry) => entry.reason)).toContain(
      'Outlives its session',
    );
  });

  it('refuses a reason outside 3 to 500 characters even from code that skips the contract', async () => {
    await expect(record('no')).rejects.toThrow();
    await expect(record('x'.repeat(501))).rejects.toThrow();
  });
});
