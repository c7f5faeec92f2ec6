import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../options.ts';
import { LATEST_JSON } from '../report/latest-section.ts';
import type { BenchResults } from '../report/results.ts';
import { tableRows } from '../report/rows.ts';
import { MAX_LINE_CHARS, readRunLines, runLine } from './run-line.ts';
import { RUNS_FILE } from './runs-file.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const results = JSON.parse(readFileSync(path.join(ROOT, LATEST_JSON), 'utf8')) as BenchResults;
const commit = { hash: '3e4f7f27d2bdf6b052868a6dca78f6ceb250ddec', dirty: true };

describe("a run's line in runs.jsonl", () => {
  it('holds the commit, the machine and its load, what ran, the rows as printed and the main ratios', () => {
    const line = runLine(results, commit, parseOptions([]));
    expect(line).toMatchObject({
      date: results.date,
      commit,
      machine: { cores: 2, loadAverageAtStart: [3.55, 2.46, 1.09] },
      command: 'npm run bench -- --no-build',
      complete: true,
      options: { parts: ['weight', 'transfer', 'page', 'interaction', 'render', 'services'] },
    });
    expect(line.rows).toEqual(tableRows(results));
    expect(line.ratios).toEqual({
      shopperShareOfGuestPglite: expect.closeTo(0.2591, 3),
      shopperShareOfGuestPostgres: expect.closeTo(0.2652, 3),
      guestShareOfPageAlonePglite: expect.closeTo(1.0506, 3),
      guestShareOfPageAlonePostgres: expect.closeTo(1.057, 3),
      shopperP99OverGuestPostgres: expect.closeTo(3.977, 3),
      lcpOverFloor: expect.closeTo(1.003, 3),
      signedInLcpOverFloor: expect.closeTo(1.027, 3),
      tbtOverFallback: expect.closeTo(0.337, 3),
      searchFirstTouch: expect.closeTo(23.2, 2),
      searchTypedFirstTouch: expect.closeTo(5.67, 2),
      multiSearchFirstTouch: expect.closeTo(5.7, 2),
      navigationToInteractive: expect.closeTo(77.81, 2),
    });
  });

  it('says a partial run is one, and leaves out the ratios of the parts that did not run', () => {
    const renderOnly: BenchResults = { ...results, weight: undefined, pageLoad: undefined, interaction: undefined };
    const line = runLine(renderOnly, commit, parseOptions(['--only', 'render']));
    expect(line.complete).toBe(false);
    expect(line.options.parts).toEqual(['render']);
    expect(Object.keys(line.ratios)).toEqual([
      'shopperShareOfGuestPglite',
      'shopperShareOfGuestPostgres',
      'guestShareOfPageAlonePglite',
      'guestShareOfPageAlonePostgres',
      'shopperP99OverGuestPostgres',
    ]);
  });

  it('reads back as written, one JSON line each', () => {
    const line = runLine(results, commit, parseOptions([]));
    const text = `${JSON.stringify(line)}\n${JSON.stringify({ ...line, date: '2026-12-01T00:00:00.000Z' })}\n`;
    const { runs, refused } = readRunLines(text);
    expect(runs.map((run) => run.date)).toEqual([results.date, '2026-12-01T00:00:00.000Z']);
    expect(runs[0]).toEqual(line);
    expect(refused).toEqual([]);
  });

  it('leaves out, by number and why, a line that is not a run, and keeps the rest', () => {
    const good = JSON.stringify(runLine(results, commit, parseOptions([])));
    const text = [
      good,
      '{"date": "2026-12-01"',
      JSON.stringify({ date: 1 }),
      'x'.repeat(MAX_LINE_CHARS + 1),
      good,
    ].join('\n');
    const { runs, refused } = readRunLines(text);
    expect(runs).toHaveLength(2);
    expect(refused).toEqual([
      'line 2: not JSON',
      expect.stringMatching(/^line 3: .*date/),
      `line 4: longer than ${MAX_LINE_CHARS} characters`,
    ]);
  });

  it('is what every line of the committed runs.jsonl is', () => {
    const { runs, refused } = readRunLines(readFileSync(path.join(ROOT, RUNS_FILE), 'utf8'));
    expect(refused).toEqual([]);
    expect(runs.length).toBeGreaterThan(0);
  });
});
