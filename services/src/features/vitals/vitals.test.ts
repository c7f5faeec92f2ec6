import { beforeEach, expect, it } from 'vitest';
import { MAX_VITALS_BATCH_BYTES, ServiceError, VitalsSummary, type VitalsBatch } from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const batch = (
  release: string,
  values: Partial<Record<'LCP' | 'INP', number[]>>,
  pageType = 'browse',
): VitalsBatch => ({
  host: 'shell-host',
  pageType,
  release,
  contractVersion: '1.7.0',
  vitals: Object.entries(values).flatMap(([metric, list]) =>
    list.map((value) => ({
      metric: metric as 'LCP' | 'INP',
      value,
      fromHeader: metric === 'INP',
      control: 'search-box',
    })),
  ),
  events: [{ kind: 'render_error', component: 'mega-menu', message: 'Cannot read properties of undefined' }],
});

describeEachDatabase('the header’s vitals', (target) => {
  const { app, db, clock } = useTestApp(target, { clockStart: new Date('2026-05-04T09:00:00.000Z') });
  let client = 0;
  // A client address of each test's own, so no test meets another's rate limit; and an hour on, so retention runs.
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/v1/vitals',
      payload: payload as object,
      headers,
      remoteAddress: `198.51.100.${client}`,
    });
  beforeEach(() => {
    client += 1;
    clock.advance(2 * HOUR);
  });
  const summary = async (releases?: number) => {
    const { token } = await signInAs(app(), { email: DEMO_SUPPORT.email, password: DEMO_SUPPORT.password });
    const response = await app().inject({
      method: 'GET',
      url: `/v1/admin/vitals/summary${releases === undefined ? '' : `?releases=${releases}`}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return VitalsSummary.parse(response.json());
  };

  it('keeps a batch, as JSON or as sendBeacon’s text, and answers p75 per metric by release, host and page type', async () => {
    expect((await post(batch('r-1', { LCP: [100, 200], INP: [40] }))).statusCode).toBe(204);
    const asText = JSON.stringify(batch('r-1', { LCP: [300, 400], INP: [80] }));
    expect((await post(asText, { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(204);
    await post(batch('r-1', { LCP: [5000] }, 'search'));

    const { releases, p75, events } = await summary();
    expect(releases).toEqual(['r-1']);
    const browse = { release: 'r-1', host: 'shell-host', pageType: 'browse' };
    expect(p75).toEqual(
      expect.arrayContaining([
        { ...browse, metric: 'LCP', p75: 325, count: 4, headerP75: null, headerCount: 0 },
        { ...browse, metric: 'INP', p75: 70, count: 2, headerP75: 70, headerCount: 2 },
        { ...browse, pageType: 'search', metric: 'LCP', p75: 5000, count: 1, headerP75: null, headerCount: 0 },
      ]),
    );
    expect(events).toEqual(expect.arrayContaining([{ ...browse, kind: 'render_error', count: 2 }]));
  });

  it("answers the header's own share beside each p75: the pages whose LCP element was the header, and its p75", async () => {
    const lcp = (value: number, fromHeader: boolean) => ({ metric: 'LCP' as const, value, fromHeader });
    await post({
      ...batch('r-split', {}),
      vitals: [lcp(1000, true), lcp(2000, true), lcp(3000, false), lcp(4000, false)],
    });
    const row = (await summary()).p75.find((entry) => entry.release === 'r-split' && entry.metric === 'LCP');
    // All four: p75 of 1,000 … 4,000 ms is 3,250 ms; the header's two: 1,750 ms.
    expect(row).toMatchObject({ p75: 3250, count: 4, headerP75: 1750, headerCount: 2 });
  });

  it('summarises the releases first seen last, oldest first, as many as asked', async () => {
    for (const release of ['r-a', 'r-b', 'r-c']) {
      await post(batch(release, { LCP: [1000] }));
      clock.advance(HOUR);
    }
    expect((await summary(2)).releases).toEqual(['r-b', 'r-c']);
  });

  it('refuses a body past its size before parsing it, and a batch the contract does not allow', async () => {
    const huge = `{"host":"${'x'.repeat(MAX_VITALS_BATCH_BYTES)}"}`;
    expect((await post(huge, { 'content-type': 'application/json' })).statusCode).toBe(413);
    expect((await post('{not json', { 'content-type': 'text/plain' })).statusCode).toBe(400);
    const tooMany = {
      ...batch('r-1', {}),
      vitals: Array.from({ length: 51 }, () => ({ metric: 'CLS', value: 0.01, fromHeader: true })),
    };
    expect((await post(tooMany)).statusCode).toBe(400);
    const personal = { ...batch('r-1', {}), host: 'shopper@example.com' };
    expect(ServiceError.parse((await post(personal)).json()).message).toContain('host');
  });

  it('refuses a client’s batches past 60 a minute', async () => {
    const statuses = [];
    for (let sent = 0; sent < 61; sent += 1) statuses.push((await post(batch('r-1', {}))).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('deletes what is older than 30 days', async () => {
    await post(batch('r-old', { LCP: [1] }));
    clock.advance(31 * DAY);
    await post(batch('r-new', { LCP: [1] }));
    const kept = await db().query<{ release: string }>('select distinct release from header_vitals');
    expect(kept.map((row) => row.release)).not.toContain('r-old');
    expect((await summary()).releases).not.toContain('r-old');
  });

  it('shows the summary to support users only', async () => {
    expect((await app().inject({ method: 'GET', url: '/v1/admin/vitals/summary' })).statusCode).toBe(401);
    const { token } = await signInAs(app(), { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    const shopper = await app().inject({ method: 'GET', url: '/v1/admin/vitals/summary', headers: bearer(token) });
    expect(shopper.statusCode).toBe(403);
  });
});
