import { beforeEach, expect, it } from 'vitest';
import type { VitalsBatch } from '@grocer/shared-contracts';
import { MAX_VITALS_BATCH_BYTES, ServiceError, VitalsSummary } from '@grocer/shared-contracts/domain';
import { utcDay } from '../../http/beacons/beacon-tallies.ts';
import { DEMO_SHOPPER, DEMO_SUPPORT } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs, useTestApp } from '../../testing/test-app.ts';
import { VITALS_NEW_KEYS_A_DAY } from './vitals-store.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A page of the site's, as the test app's CORS origins (any localhost port) take it. */
const OWN_PAGE = { origin: 'http://localhost:3000' };

/** One page's batch: at most one value per metric, as the header sends. */
const batch = (release: string, values: Partial<Record<'LCP' | 'INP', number>>, pageType = 'browse'): VitalsBatch => ({
  host: 'shell-host',
  pageType,
  release,
  contractVersion: '1.7.0',
  vitals: Object.entries(values).map(([metric, value]) => ({
    metric: metric as 'LCP' | 'INP',
    value,
    fromHeader: metric === 'INP',
    control: 'search-box',
  })),
  events: [{ kind: 'render_error', component: 'mega-menu', message: 'Cannot read properties of undefined' }],
});

describeEachDatabase('the header’s vitals', (target) => {
  const { app, db, clock } = useTestApp(target, { clockStart: new Date('2026-05-04T09:00:00.000Z') });
  let client = 0;
  // A client address of each test's own, so no test meets another's rate limit; and an hour on, so retention runs.
  const post = (payload: unknown, headers: Record<string, string> = OWN_PAGE, from = `198.51.100.${client}`) =>
    app().inject({ method: 'POST', url: '/v1/vitals', payload: payload as object, headers, remoteAddress: from });
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
  const lcpOf = async (release: string) =>
    (await summary(20)).p75.find((row) => row.release === release && row.metric === 'LCP');
  const refused = async (reason: string) =>
    (await summary()).refused.find((row) => row.beacon === 'vitals' && row.reason === reason)?.count ?? 0;

  it('keeps batches, as JSON or as sendBeacon’s text, and answers p75 per metric by release, host and page type', async () => {
    for (const [lcp, inp] of [
      [100, 40],
      [200, 60],
      [300, 80],
    ] as const) {
      expect((await post(batch('r-1', { LCP: lcp, INP: inp }))).statusCode).toBe(204);
    }
    const asText = JSON.stringify(batch('r-1', { LCP: 400, INP: 100 }));
    const sent = await post(asText, { ...OWN_PAGE, 'content-type': 'text/plain;charset=UTF-8' });
    expect(sent.statusCode).toBe(204);
    await post(batch('r-1', { LCP: 5000 }, 'search'));

    const { releases, p75, events } = await summary();
    expect(releases).toEqual(['r-1']);
    const browse = { release: 'r-1', host: 'shell-host', pageType: 'browse' };
    expect(p75).toEqual(
      expect.arrayContaining([
        { ...browse, metric: 'LCP', p75: 325, count: 4, headerP75: null, headerCount: 0 },
        { ...browse, metric: 'INP', p75: 85, count: 4, headerP75: 85, headerCount: 4 },
        { ...browse, pageType: 'search', metric: 'LCP', p75: 5000, count: 1, headerP75: null, headerCount: 0 },
      ]),
    );
    expect(events).toEqual(expect.arrayContaining([{ ...browse, kind: 'render_error', count: 4 }]));
  });

  it("answers the header's own share beside each p75: the pages whose LCP element was the header, and its p75", async () => {
    for (const [value, fromHeader] of [
      [1000, true],
      [2000, true],
      [3000, false],
      [4000, false],
    ] as const) {
      await post({ ...batch('r-split', {}), vitals: [{ metric: 'LCP', value, fromHeader }] });
    }
    // All four: p75 of 1,000 … 4,000 ms is 3,250 ms; the header's two: 1,750 ms.
    expect(await lcpOf('r-split')).toMatchObject({ p75: 3250, count: 4, headerP75: 1750, headerCount: 2 });
  });

  it('counts a value under two significant figures, rounded up, so “good” stays good and a hair over it does not', async () => {
    await post(batch('r-kept', { LCP: 2500 }));
    expect((await lcpOf('r-kept'))?.p75).toBe(2500);
    await post(batch('r-kept-over', { LCP: 2501 }));
    expect((await lcpOf('r-kept-over'))?.p75).toBe(2600);
  });

  it('refuses a beacon from another site’s page, and one no browser sent, and says how many it refused', async () => {
    const before = await refused('not-our-page');
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const asText = { 'content-type': 'text/plain;charset=UTF-8' };
    const fromElsewhere = await post(JSON.stringify(batch('r-cross', { LCP: 60_000 })), { ...crossSite, ...asText });
    expect(fromElsewhere.statusCode).toBe(403);
    expect((await post(batch('r-cross', { LCP: 60_000 }), {})).statusCode).toBe(403);
    // A page whose referrer policy hides its origin is still the site's when the browser says so.
    const sameSite = { origin: 'null', 'sec-fetch-site': 'same-site', ...asText };
    expect((await post(JSON.stringify(batch('r-same-site', { LCP: 900 })), sameSite)).statusCode).toBe(204);

    expect((await summary(20)).releases).not.toContain('r-cross');
    expect(await refused('not-our-page')).toBe(before + 2);
  });

  it('refuses a batch with more than one value of a metric, so 60 s outliers weigh no more than one page’s value', async () => {
    const before = await refused('malformed');
    for (let page = 0; page < 4; page += 1) await post(batch('r-outliers', { LCP: 1000 }), OWN_PAGE, `10.9.0.${page}`);
    const outlier = { metric: 'LCP', value: 60_000, fromHeader: false };
    const flood = await post({ ...batch('r-outliers', {}), vitals: Array.from({ length: 50 }, () => outlier) });
    expect(flood.statusCode).toBe(400);
    expect(ServiceError.parse(flood.json()).message).toContain('one value per metric');
    const tooManyEvents = {
      ...batch('r-outliers', {}),
      events: Array.from({ length: 11 }, () => ({ kind: 'fallback' })),
    };
    expect((await post(tooManyEvents)).statusCode).toBe(400);

    // One page's 60 s, as any one page may send: the p75 stays the other pages'.
    expect((await post(batch('r-outliers', { LCP: 60_000 }))).statusCode).toBe(204);
    expect(await lcpOf('r-outliers')).toMatchObject({ p75: 1000, count: 5 });
    expect(await refused('malformed')).toBe(before + 2);
  });

  it('summarises the releases with the most measured, so beacons naming made-up releases cannot push a real one out', async () => {
    for (let page = 0; page < 3; page += 1) await post(batch('r-real', { LCP: 1500, INP: 100 }));
    clock.advance(HOUR);
    for (let made = 0; made < 9; made += 1) await post(batch(`r-made-up-${made}`, { LCP: 60_000 }));
    const { releases } = await summary(8);
    expect(releases).toContain('r-real');
    expect(releases).toHaveLength(8);
    // Oldest first: the real release came before the made-up ones.
    const madeUp = releases.filter((release) => release.startsWith('r-made-up-'));
    expect(madeUp.length).toBeGreaterThan(0);
    for (const release of madeUp) expect(releases.indexOf(release)).toBeGreaterThan(releases.indexOf('r-real'));
  });

  it('keeps one row per key however often it is sent, and refuses new keys past the day’s allowance', async () => {
    for (let page = 0; page < 20; page += 1) await post(batch('r-bounded', { LCP: 1234, INP: 56 }));
    const rows = await db().query<{ name: string; count: number }>(
      'select name, count from header_vital_counts where release = $1 order by name',
      ['r-bounded'],
    );
    expect(rows).toEqual([
      { name: 'INP', count: 20 },
      { name: 'LCP', count: 20 },
      { name: 'render_error', count: 20 },
    ]);

    // Today's room for new keys all but spent (by a flood of made-up names, say).
    const newKeysToday = (count: number) =>
      db().query<{ count: number }>(
        `insert into beacon_tallies (beacon, day, tally, count) values ('vitals', $1, 'new-keys', $2)
         on conflict (beacon, day, tally) do update set count = excluded.count
         returning (select count from beacon_tallies where beacon = 'vitals' and day = $1 and tally = 'new-keys')`,
        [utcDay(clock.now()).toISOString(), count],
      );
    const [spent] = await newKeysToday(VITALS_NEW_KEYS_A_DAY - 1);
    const before = await refused('storage-full');
    expect((await post(batch('r-new-today', { LCP: 1000, INP: 50 }))).statusCode).toBe(507);
    expect((await post(batch('r-bounded', { LCP: 1234, INP: 56 }))).statusCode).toBe(204);
    expect((await summary(20)).releases).not.toContain('r-new-today');
    expect(await refused('storage-full')).toBe(before + 1);
    await newKeysToday(spent?.count ?? 0);
  });

  it('refuses a body past its size before parsing it, and a batch the contract does not allow', async () => {
    const huge = `{"host":"${'x'.repeat(MAX_VITALS_BATCH_BYTES)}"}`;
    expect((await post(huge, { ...OWN_PAGE, 'content-type': 'application/json' })).statusCode).toBe(413);
    expect((await post('{not json', { ...OWN_PAGE, 'content-type': 'text/plain' })).statusCode).toBe(400);
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
    await post(batch('r-old', { LCP: 1 }));
    clock.advance(31 * DAY);
    await post(batch('r-new', { LCP: 1 }));
    const kept = await db().query<{ release: string }>('select distinct release from header_vital_counts');
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
