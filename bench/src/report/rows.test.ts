import { type RenderRouteKey, type ServerRenderReport, SIGNED_IN_GOALS } from '../server-render/server-render.ts';
import { describe, expect, it } from 'vitest';
import type { BenchResults, WeightSet } from './results.ts';
import { pageLoadMeasure, type PageLoadMeasure } from '../page-load/page-load.ts';
import { againstFloor, summarise } from '../interaction/first-touch.ts';
import {
  configurationNote,
  firstTouchRows,
  renderTable,
  serverRenderRows,
  tableRows,
  times,
  transferRows,
  withConfiguration,
} from './rows.ts';

const set = (gzip: number, runtimeGzip: number): WeightSet => ({
  total: { raw: gzip * 3, gzip, brotli: gzip - 100 },
  federationRuntime: { raw: runtimeGzip * 3, gzip: runtimeGzip, brotli: runtimeGzip - 50 },
  files: [],
  contributors: [],
  modules: [],
});

const results: BenchResults = {
  date: '2026-11-21T00:00:00.000Z',
  machine: {
    cpu: 'cpu',
    cores: 2,
    memoryGiB: 24,
    os: 'Linux',
    node: 'v24',
    chromium: 'Chromium',
    loadAverageAtStart: [1],
  },
  command: 'npm run bench',
  seconds: 300,
  build: 'reused',
  weight: {
    remoteCritical: set(10_240, 4096),
    remoteCriticalOnContractsHost: set(7168, 4096),
    remoteEverything: set(20_480, 4096),
    remoteReactFallback: set(5120, 0),
    hostJs: set(8192, 2048),
    budgets: [
      { name: 'remoteCritical.gzip', measured: 10_240, budget: 10_000, status: 'over' },
      { name: 'remoteCritical.brotli', measured: 10_140, budget: 10_240, status: 'within' },
    ],
  },
  interaction: {
    cpuThrottling: 4,
    trivial: { runs: [10, 20, 30], median: 20 },
    firstTouch: [
      {
        ...summarise({ key: 'search', label: 'Search → suggestions painted', screen: 'desktop' }, 'signedIn', [
          {
            outcome: 'shown',
            shownMs: 190,
            fromLastInputMs: 40,
            inpMs: 0,
            pressedAfterLoadMs: 30,
            headerAtPress: 'waiting',
          },
          {
            outcome: 'shown',
            shownMs: 250,
            fromLastInputMs: 60,
            inpMs: 0,
            pressedAfterLoadMs: 40,
            headerAtPress: 'waiting',
          },
          { outcome: 'left', pressedAfterLoadMs: 35, headerAtPress: 'notStarted', detail: '/ecom/search' },
        ]),
        ratioToTrivial: 12.5,
      },
      {
        ...summarise(
          { key: 'groceriesMenu', label: 'Groceries menu → first level painted', screen: 'desktop' },
          'guest',
          [
            {
              outcome: 'shown',
              shownMs: 150,
              fromLastInputMs: 150,
              inpMs: 24,
              pressedAfterLoadMs: 30,
              headerAtPress: 'waiting',
            },
          ],
        ),
        ratioToTrivial: 7.5,
      },
      {
        ...summarise({ key: 'multiSearch', label: 'Multi-search → its dialog painted', screen: 'desktop' }, 'guest', [
          { outcome: 'lost', inpMs: 0, pressedAfterLoadMs: 20, headerAtPress: 'notStarted', detail: 'nothing shown' },
        ]),
        ratioToTrivial: undefined,
      },
      {
        ...summarise({ key: 'accountMenu', label: 'My account → its panel painted', screen: 'desktop' }, 'signedIn', [
          { outcome: 'left', pressedAfterLoadMs: 9, headerAtPress: 'notStarted', detail: '/ecom/myaccount' },
        ]),
        ratioToTrivial: undefined,
      },
    ],
    navigationToInteractive: { runs: [2000], median: 2000, ratioToTrivial: 100 },
    navigationGoal: { value: 2000, goal: 1200, met: false },
    keystrokeToSuggestions: { runs: [60], median: 60, ratioToTrivial: 3 },
    menuFirstOpen: undefined,
    menuOpen: undefined,
    heap: {
      afterLoad: 1024 * 1024,
      menuCycles: undefined,
      modalCycles: { before: 2 * 1024 * 1024, after: 3 * 1024 * 1024 },
      cycles: 50,
    },
    notes: [],
  },
  errors: [{ part: 'page load', message: 'Chromium | crashed\nstack' }],
};

describe('the bench table', () => {
  const rows = tableRows(results);

  it('marks weights as budgets and shows one over its budget', () => {
    const critical = rows.find((row) => row.measure.startsWith('(a) remote critical path'));
    expect(critical).toMatchObject({ kind: 'budget', value: '10.0 KB gz · 9.9 KB br', ratio: '102% of budget' });
    expect(critical?.comparedWith).toMatch(/OVER$/);
    expect(rows.find((row) => row.measure.startsWith("(d) host's own"))?.comparedWith).toBe('no budget');
  });

  it('gives the federation runtime’s share of each weight', () => {
    expect(rows.filter((row) => row.measure.startsWith('(c)')).map((row) => row.measure)).toEqual([
      '(c) … of which federation runtime (40%)',
      '(c) … of which federation runtime (20%)',
      '(c) … of which federation runtime (25%)',
    ]);
  });

  it('reports timings as observations with their ratio to the trivial interaction', () => {
    const keystroke = rows.find((row) => row.measure.startsWith('Keystroke'));
    expect(keystroke).toMatchObject({ kind: 'observation', value: '60 ms', ratio: '3.00×' });
    expect(rows.find((row) => row.measure.startsWith('Menu button → first level painted, later opens'))?.value).toBe(
      '—',
    );
    expect(rows.find((row) => row.measure.includes('modal cycles'))).toMatchObject({
      value: '2.00 MB → 3.00 MB',
      ratio: '1.50×',
    });
  });

  it("shows each control's first touch with its INP, against the 200 ms goal, and the navigation's goal", () => {
    const touches = rows.filter((row) => row.measure.startsWith('First touch after load'));
    expect(touches.map((row) => [row.measure, row.value, row.comparedWith, row.ratio])).toEqual([
      [
        'First touch after load: Search → suggestions painted, signed in (trolley, booked slot), 1280×800 (median of 3)',
        '250 ms · INP < 16 ms (of 2)',
        'goal ≤ 200 ms · trivial toggle 20 ms · 3rd letter → 50 ms · shown 2 of 3 (their median 220 ms), left the page 1 (for /ecom/search)' +
          ' · pressed 35 ms after load · header at the press: script not started 1, waiting for intent 2',
        '12.50× · goal NOT met',
      ],
      [
        'First touch after load: Groceries menu → first level painted, guest, 1280×800 (median of 1)',
        '150 ms · INP 24 ms',
        'goal ≤ 200 ms · trivial toggle 20 ms · pressed 30 ms after load · header at the press: waiting for intent 1',
        '7.50× · goal met',
      ],
      [
        'First touch after load: Multi-search → its dialog painted, guest, 1280×800 (median of 1)',
        'not answered · INP < 16 ms',
        'goal ≤ 200 ms · trivial toggle 20 ms · shown 0 of 1, lost 1 · pressed 20 ms after load · header at the press: script not started 1',
        '— · goal NOT met',
      ],
      [
        'First touch after load: My account → its panel painted, signed in (trolley, booked slot), 1280×800 (median of 1)',
        'not answered · INP —',
        'goal ≤ 200 ms · trivial toggle 20 ms · shown 0 of 1, left the page 1 (for /ecom/myaccount) · pressed 9.00 ms after load · header at the press: script not started 1',
        '— · goal NOT met',
      ],
    ]);
    expect(rows.find((row) => row.measure.startsWith('Navigation → header interactive'))).toMatchObject({
      value: '2000 ms',
      comparedWith: 'goal ≤ 1200 ms · trivial toggle 20 ms',
      ratio: '100.00× · goal NOT met',
    });
  });

  it('reads typed search from its third letter, and search typed at once as a ratio to its floor', () => {
    const run = (shownMs: number, fromLastInputMs: number, lettersOverMs?: number) =>
      ({
        outcome: 'shown',
        shownMs,
        fromLastInputMs,
        lettersOverMs,
        inpMs: 0,
        pressedAfterLoadMs: 10,
        headerAtPress: 'live',
      }) as const;
    const typed = summarise(
      { key: 'searchTyped', label: 'Search typed', screen: 'phone', fromLastInput: true },
      'guest',
      [run(600, 90, 240)],
    );
    const floor = summarise({ key: 'searchOnLiveHeader', label: 'Search, live', screen: 'desktop' }, 'guest', [
      run(300, 150),
    ]);
    const atOnce = againstFloor(
      summarise({ key: 'search', label: 'Search at once', screen: 'desktop' }, 'guest', [run(750, 700)]),
      floor,
      { floor: 'searchOnLiveHeader', atMost: 2 },
    );
    const [typedRow, atOnceRow] = firstTouchRows(
      [
        { ...typed, ratioToTrivial: 4.5 },
        { ...atOnce, ratioToTrivial: 37.5 },
      ],
      { runs: [20], median: 20 },
    );
    expect(typedRow).toMatchObject({
      measure: 'First touch after load: Search typed, guest, 390×844 (median of 1)',
      value: '90 ms · INP < 16 ms',
      comparedWith:
        'goal ≤ 200 ms from the 3rd letter · press → painted 600 ms · trivial toggle 20 ms · letters typed over 240 ms' +
        ' · pressed 10 ms after load · header at the press: live 1',
      ratio: '4.50× · goal met',
    });
    expect(atOnceRow).toMatchObject({
      value: '750 ms · INP < 16 ms',
      comparedWith:
        'goal ≤ 2.00× its floor (the header already live, 300 ms) · trivial toggle 20 ms · 3rd letter → 700 ms' +
        ' · pressed 10 ms after load · header at the press: live 1',
      ratio: '2.50× its floor · 37.50× · goal NOT met',
    });
  });

  it('names what a load with the header live beside it waited for, and shows when the header went live', () => {
    const { interaction } = results;
    if (!interaction) throw new Error('The fixture has interaction results');
    const withLive = tableRows({
      ...results,
      interaction: { ...interaction, navigationToLive: { runs: [2400], median: 2400, ratioToTrivial: 120 } },
    });
    const measures = withLive.map((row) => row.measure);
    const interactive = measures.findIndex((measure) => measure.startsWith('Navigation → header interactive ('));
    expect(measures[interactive]).toBe(
      'Navigation → header interactive (the search box takes text, the Groceries menu’s first level painted) (median of 1)',
    );
    expect(withLive[interactive + 1]).toMatchObject({
      measure: '… → the header live (hydrated), same loads (median of 1)',
      value: '2400 ms',
    });
    expect(rows.some((row) => row.measure.startsWith('… → the header live'))).toBe(false);
  });

  it('keeps two significant digits of a small ratio', () => {
    expect(times(0.0042)).toBe('0.0042×');
    expect(times(0.25)).toBe('0.25×');
    expect(times(undefined)).toBe('—');
  });

  it('names the configuration each part ran in, development for results from before it was recorded', () => {
    expect(withConfiguration('Page load', 'production')).toBe('Page load (production)');
    expect(withConfiguration('Scale (postgres)', 'development')).toBe('Scale (postgres, development)');
    expect(withConfiguration('Interaction', undefined)).toBe('Interaction (development)');
    expect(new Set(rows.filter((row) => row.kind !== 'budget').map((row) => row.part))).toEqual(
      new Set(['Interaction (development)', 'page load']),
    );
    expect(rows.find((row) => row.kind === 'budget')?.part).toBe('Weight');
  });

  it('lists a failed part with the first line of its message', () => {
    expect(rows.at(-1)).toMatchObject({ part: 'page load', measure: 'failed', value: 'Chromium | crashed' });
  });

  it('renders a Markdown table with every row the same width and pipes escaped', () => {
    const lines = renderTable(rows).split('\n');
    expect(lines[0]).toMatch(/^\| Part +\| Measure +\| Value +\| Compared with +\| Ratio +\| Kind +\|$/);
    expect(lines).toHaveLength(rows.length + 2);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines.at(-1)).toContain('Chromium \\| crashed');
  });
});

describe('the services rows', () => {
  const load = (requestsPerSecond: number, errors: number, p99Ms = 12) => ({
    requestsPerSecond,
    p50Ms: 1,
    p99Ms,
    errors,
    requests: requestsPerSecond * 5,
  });
  const rows = tableRows({
    ...results,
    services: {
      options: { connections: 10, durationSeconds: 5, warmupSeconds: 1 },
      runs: [
        {
          database: 'pglite',
          products: 2058,
          routes: [
            { name: 'bare route (ceiling)', ...load(40_000, 0), rpsRatioToBare: 1, p50RatioToBare: 1 },
            { name: 'term suggest', ...load(10_000, 0), rpsRatioToBare: 0.25, p50RatioToBare: 4 },
            { name: 'getTrolley (GraphQL)', ...load(300, 7, 30), rpsRatioToBare: 0.0075, p50RatioToBare: 30 },
          ],
        },
      ],
      scale: [],
      skipped: [],
    },
  });

  it('reads each route as a ratio to the bare route measured with it: its req/s and its p99', () => {
    const services = rows.filter((row) => row.part === 'Services (pglite, development)');
    expect(services.map((row) => [row.kind, row.comparedWith, row.ratio])).toEqual([
      ['baseline', 'the ceiling', '1.00×'],
      ['observation', 'bare route: req/s · p99', '0.25× · p99 1.00×'],
      ['observation', 'bare route: req/s · p99', '0.0075× · p99 2.50×'],
    ]);
  });

  it('always names the errors, none included, so a route that failed fast never reads as fast', () => {
    const values = rows.filter((row) => row.part === 'Services (pglite, development)').map((row) => row.value);
    expect(values).toEqual([
      '40000 req/s · p50 1.00 ms · p99 12 ms · 0 errors',
      '10000 req/s · p50 1.00 ms · p99 12 ms · 0 errors',
      '300 req/s · p50 1.00 ms · p99 30 ms · 7 errors',
    ]);
  });
});

describe('the transfer rows', () => {
  const transfer = {
    pageUrl: 'http://localhost:3300/ecom',
    remoteOrigin: 'http://localhost:3301',
    files: [
      { path: '/remoteEntry.js', status: 200, bodyBytes: 8192, wireBytes: 8492, encoding: 'br' },
      { path: '/mf-manifest.json', status: 200, bodyBytes: 2048, wireBytes: 2348, encoding: 'identity' },
    ],
    bodyBytes: 10_240,
    wireBytes: 10_840,
    goalBytes: 30 * 1024,
    goalAt: 'network idle' as const,
    serverRenderedHeader: true,
    shown: { atMs: 180.4, bodyBytes: 2048, files: 1 },
    live: undefined,
  };

  it('sums the remote’s bytes against the goal and lists each file with its share', () => {
    const rows = transferRows(transfer);
    expect(rows[0]).toMatchObject({ value: '10.0 KB in 2 files', ratio: 'goal met', kind: 'observation' });
    expect(rows[0]?.comparedWith).toBe('goal ≤ 30.0 KB to network idle · 10.6 KB with headers');
    expect(rows.slice(1).map((row) => [row.measure, row.value, row.comparedWith, row.ratio])).toEqual([
      ['… by the time the header showed', '2.0 KB in 1 files', '180 ms after navigation', '20%'],
      ['… by the time the header was live', 'never', '—', '—'],
      ['… /remoteEntry.js', '8.0 KB', 'br', '80%'],
      ['… /mf-manifest.json', '2.0 KB', 'identity', '20%'],
    ]);
  });

  it('says when the goal is missed and when the page had no server header', () => {
    const rows = transferRows({ ...transfer, bodyBytes: 40_000, serverRenderedHeader: false });
    expect(rows[0]?.ratio).toBe('goal NOT met');
    expect(rows[0]?.comparedWith).toMatch(/NO server header/);
  });

  it('holds a goal set at the live header against what had come by then, and a header never live misses it', () => {
    const client = { ...transfer, bodyBytes: 90_000, goalBytes: 45 * 1024, goalAt: 'live' as const };
    const live = { atMs: 420, bodyBytes: 44_000, files: 9 };
    const rows = transferRows({ ...client, live }, 'A client-rendered page');
    expect(rows[0]).toMatchObject({ ratio: 'goal met' });
    expect(rows[0]?.measure).toMatch(/^A client-rendered page/);
    expect(rows[0]?.comparedWith).toMatch(/^goal ≤ 45.0 KB by the time the header is live/);
    expect(rows[2]?.measure).toBe('… by the time the header was live (the goal’s figure)');
    expect(transferRows({ ...client, live: { ...live, bodyBytes: 46_500 } })[0]?.ratio).toBe('goal NOT met');
    expect(transferRows({ ...client, live: undefined })[0]?.ratio).toBe('goal NOT met');
  });
});

describe('the server render rows', () => {
  const route = (key: RenderRouteKey, rps: number, p50Ms: number, p99Ms: number) => ({
    key,
    name: key,
    requestsPerSecond: rps,
    p50Ms,
    p99Ms,
    errors: 0,
    requests: rps * 5,
    unexpectedBodies: key === 'shopper' ? 3 : 0,
  });
  const report = (database: 'pglite' | 'postgres'): ServerRenderReport => ({
    database,
    options: { connections: 10, durationSeconds: 5, warmupSeconds: 1 },
    page: '/ecom',
    guestShareOfPageAloneGoal: 0.8,
    signedInGoals: SIGNED_IN_GOALS[database],
    routes: [
      route('bare', 10_000, 1, 2),
      route('pageAlone', 5000, 2, 4),
      route('guest', 2000, 4.5, 9),
      route('shopper', 500, 20, 40),
      route('trolleyShopper', 900, 8, 16),
      route('pageAloneInSite', 8000, 1, 3),
      route('guestInSite', 3000, 3, 12),
    ],
    firstByte: {
      guestMs: { runs: [4, 5, 6], median: 5 },
      signedInMs: { runs: [9, 11, 12], median: 11 },
      unexpected: 0,
      goalMs: 5,
    },
  });
  const rows = serverRenderRows({ runs: [report('pglite')], skipped: [] });

  it('reads a guest’s page as a ratio to the page alone, against its goal, and shows errors always', () => {
    expect(rows.map((row) => row.kind)).toEqual([
      'baseline',
      'baseline',
      'observation',
      'observation',
      'observation',
      'baseline',
      'observation',
      'observation',
    ]);
    // A report without a configuration is from before production was measured: development.
    expect(rows.every((row) => row.part === 'Server render (pglite, development)')).toBe(true);
    expect(rows[0]).toMatchObject({
      measure: 'bare, 10 connections × 5 s',
      comparedWith: 'the ceiling',
      ratio: '1.00×',
    });
    expect(rows[1]).toMatchObject({ comparedWith: 'bare route req/s', ratio: '0.50× of bare req/s' });
    expect(rows[2]).toMatchObject({
      value: '2000 req/s · p50 4.50 ms · p99 9.00 ms · 0 errors',
      comparedWith: 'over the page alone: p50 +2.50 ms · p99 +5.00 ms',
      ratio: "0.40× the page alone's req/s · p99 2.25× · goal ≥ 0.80×: NOT met",
    });
    expect(rows[3]?.value).toBe('500 req/s · p50 20 ms · p99 40 ms · 0 errors · 3 pages not as expected');
  });

  it('meets the guest’s goal at 0.8 of the page alone’s req/s, as the table rounds it', () => {
    const atGoal = serverRenderRows({
      runs: [{ ...report('pglite'), routes: [route('pageAlone', 5000, 2, 4), route('guest', 3998, 3, 6)] }],
      skipped: [],
    });
    expect(atGoal[1]?.ratio).toBe("0.80× the page alone's req/s · p99 1.50× · goal ≥ 0.80×: met");
  });

  it('gives a signed-in page’s req/s as a share of the page alone’s and its p99 over the guest’s, against the database’s goals', () => {
    expect(rows[3]).toMatchObject({
      comparedWith: 'over the page alone: p50 +18 ms · p99 +36 ms',
      ratio:
        "0.10× the page alone's req/s · p99 10.00× · goal ≥ 0.10×: met · 25% of guest req/s · p99 4.44× the guest's · goal ≤ 2.00×: NOT met",
    });
    expect(rows[4]?.ratio).toBe(
      "0.18× the page alone's req/s · p99 4.00× · goal ≥ 0.10×: met · 45% of guest req/s · p99 1.78× the guest's · goal ≤ 2.00×: met",
    );
    const postgres = serverRenderRows({ runs: [report('postgres')], skipped: [] });
    expect(postgres[3]?.ratio).toMatch(
      /^0\.10× the page alone's req\/s · p99 10\.00× · goal ≥ 0\.25×: NOT met · 25% of guest req\/s/,
    );
    expect(postgres[4]?.ratio).toMatch(
      /^0\.18× the page alone's req\/s · p99 4\.00× · goal ≥ 0\.25×: NOT met · 45% of guest req\/s · p99 1\.78× the guest's · goal ≤ 2\.00×: met$/,
    );
  });

  it('compares a page reached from another page with the page alone delivered the same way', () => {
    expect(rows[5]).toMatchObject({ comparedWith: 'bare route req/s', ratio: '0.80× of bare req/s' });
    expect(rows[6]).toMatchObject({
      comparedWith: 'over the page alone: p50 +2.00 ms · p99 +9.00 ms',
      ratio: "0.38× the page alone's req/s · p99 4.00× · goal ≥ 0.80×: NOT met",
    });
  });

  it('shows no goal a report from before the goals were ratios did not hold', () => {
    const before: ServerRenderReport = {
      ...report('postgres'),
      guestShareOfPageAloneGoal: undefined,
      p99GoalMs: 10,
      signedInGoals: { shareOfGuest: 0.4, p99OverPageAloneMs: 15 },
    };
    const old = serverRenderRows({
      runs: [before],
      skipped: [],
    });
    expect(old[2]?.ratio).toBe("0.40× the page alone's req/s · p99 2.25×");
    expect(old[3]?.ratio).toBe(
      "0.10× the page alone's req/s · p99 10.00× · 25% of guest req/s · goal ≥ 40%: NOT met · p99 4.44× the guest's",
    );
  });

  it('ends with the first byte, signed in against a guest, one request at a time', () => {
    expect(rows[7]).toMatchObject({
      measure:
        'First byte of /ecom, one request at a time: 48-line shopper vs a guest (median of 3 each, interleaved, after 200 each to warm up)',
      value: 'signed in 11 ms · guest 5.00 ms',
      comparedWith: 'goal signed in ≤ guest + 5 ms',
      ratio: "+6.00 ms: NOT met · 2.20× the guest's",
    });
  });

  it('names the configuration each database’s site ran in', () => {
    const production = serverRenderRows({
      runs: [
        { ...report('pglite'), configuration: 'production' },
        { ...report('postgres'), configuration: 'production' },
      ],
      skipped: [],
    });
    expect([...new Set(production.map((row) => row.part))]).toEqual([
      'Server render (pglite, production)',
      'Server render (postgres, production)',
    ]);
  });

  it('says above the table which parts ran in which configuration, and what each is', () => {
    const note = configurationNote({
      ...results,
      serverRender: { runs: [{ ...report('pglite'), configuration: 'production' }, report('postgres')], skipped: [] },
    });
    expect(note).toBe(
      'Server render (pglite) ran in production (NODE_ENV=production, https on a certificate made for localhost, the remote’s release signed with the bench’s own key, no demo data); interaction, server render (postgres) ran in development (http, development settings, the demo data).',
    );
    expect(configurationNote({ ...results, interaction: undefined })).toBeUndefined();
  });

  it('says which database was left out, and why', () => {
    expect(serverRenderRows({ runs: [], skipped: ['postgres: nothing answers'] })).toEqual([
      expect.objectContaining({ part: 'Server render', measure: 'skipped', value: 'postgres: nothing answers' }),
    ]);
  });
});

describe('the page-load goal rows', () => {
  const figures = (lcpMs: number, tbtMs: number, cls: number) => ({
    score: 90,
    lcpMs,
    tbtMs,
    cls,
    totalBytes: 1000,
    warning: undefined,
  });
  const urls = { federated: 'http://a', signedIn: 'http://a', fallback: 'http://b', static: 'http://c' };
  const measure = (
    federated: [number, number, number],
    fallback: [number, number, number],
    signedIn: [number, number, number] = federated,
  ) =>
    pageLoadMeasure(urls, {
      federated: [figures(...federated)],
      signedIn: [figures(...signedIn)],
      fallback: [figures(...fallback)],
      static: [figures(1000, 0, 0)],
    });

  /** The table's rows for a page-load part measured these ways, and nothing else. */
  const pageLoadTable = (applied: PageLoadMeasure, simulated: PageLoadMeasure) =>
    tableRows({
      ...results,
      weight: undefined,
      interaction: undefined,
      pageLoad: { formFactor: 'mobile', byThrottling: { applied, simulated }, warnings: [] },
      errors: [],
    });

  it('reports LCP a/c, CLS of a and TBT a − b, then LCP a′/c and CLS of a′, with their goals, for each way of throttling', () => {
    const rows = pageLoadTable(
      measure([1050, 520, 0], [1000, 500, 0], [1090, 530, 0.004]),
      measure([1200, 560, 0], [1000, 500, 0]),
    ).filter((row) => row.measure.startsWith('Goal'));
    expect(rows.map((row) => [row.measure.split(', ').at(-1), row.value, row.comparedWith, row.ratio])).toEqual([
      ['applied', '1.05×', 'goal ≤ 1.10×', 'goal met'],
      ['applied', '0.000', 'goal 0.000', 'goal met'],
      ['applied', '+20 ms', 'goal ≤ 30 ms · round by round +20 ms', 'goal met'],
      ['applied', '1.09×', 'goal ≤ 1.10×', 'goal met'],
      ['applied', '0.004', 'goal 0.000', 'goal NOT met'],
      ['simulated', '1.20×', 'goal ≤ 1.10×', 'goal NOT met'],
      ['simulated', '0.000', 'goal 0.000', 'goal met'],
      ['simulated', '+60 ms', 'goal ≤ 30 ms · round by round +60 ms', 'goal NOT met'],
      ['simulated', '1.20×', 'goal ≤ 1.10×', 'goal NOT met'],
      ['simulated', '0.000', 'goal 0.000', 'goal met'],
    ]);
  });

  it('shows the signed-in page (a′) beside the guest’s in every figure, with a′/a', () => {
    const rows = pageLoadTable(
      measure([1000, 400, 0], [1000, 380, 0], [1200, 500, 0]),
      measure([1000, 400, 0], [1000, 380, 0]),
    );
    const lcp = rows.find((row) => row.measure.startsWith('LCP, applied'));
    expect(lcp).toMatchObject({
      value: 'a 1.00 s',
      comparedWith: 'a′ 1.20 s · b 1.00 s · c 1.00 s',
      ratio: 'a′/a 1.20× · a/b 1.00× · a/c 1.00×',
    });
  });
});
