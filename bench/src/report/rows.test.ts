import { describe, expect, it } from 'vitest';
import type { BenchResults, WeightSet } from './results.ts';
import { renderTable, tableRows, times } from './rows.ts';

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
    navigationToInteractive: { runs: [2000], median: 2000, ratioToTrivial: 100 },
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
    expect(rows.find((row) => row.measure.startsWith('Menu button → first level painted, first open'))?.value).toBe(
      '—',
    );
    expect(rows.find((row) => row.measure.includes('modal cycles'))).toMatchObject({
      value: '2.00 MB → 3.00 MB',
      ratio: '1.50×',
    });
  });

  it('keeps two significant digits of a small ratio', () => {
    expect(times(0.0042)).toBe('0.0042×');
    expect(times(0.25)).toBe('0.25×');
    expect(times(undefined)).toBe('—');
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
  const load = (requestsPerSecond: number, errors: number) => ({
    requestsPerSecond,
    p50Ms: 1,
    p99Ms: 12,
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
            { name: 'getTrolley (GraphQL)', ...load(300, 7), rpsRatioToBare: 0.0075, p50RatioToBare: 30 },
          ],
        },
      ],
      scale: [],
      skipped: [],
    },
  });

  it('always names the errors, none included, so a route that failed fast never reads as fast', () => {
    const values = rows.filter((row) => row.part === 'Services (pglite)').map((row) => row.value);
    expect(values).toEqual([
      '40000 req/s · p50 1.00 ms · p99 12 ms · 0 errors',
      '10000 req/s · p50 1.00 ms · p99 12 ms · 0 errors',
      '300 req/s · p50 1.00 ms · p99 12 ms · 7 errors',
    ]);
  });
});
