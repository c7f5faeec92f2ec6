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
      machine: { cores: 2, loadAverageAtStart: [2.39, 5.85, 6.1] },
      command: 'npm run bench',
      complete: true,
      options: { parts: ['weight', 'transfer', 'page', 'interaction', 'render', 'services'] },
    });
    expect(line.rows).toEqual(tableRows(results));
    expect(line.ratios).toEqual({
      shopperShareOfGuestPglite: 456 / 1756.2,
      shopperShareOfGuestPostgres: 433 / 1701,
      guestShareOfPageAlonePglite: 1756.2 / 1568,
      guestShareOfPageAlonePostgres: 1701 / 1473,
      shopperP99OverGuestPostgres: expect.closeTo(47.939 / 12.268, 3),
      lcpOverFloor: expect.closeTo(0.994, 3),
      signedInLcpOverFloor: expect.closeTo(0.972, 3),
      tbtOverFallback: expect.closeTo(1.333, 3),
      searchFirstTouch: expect.closeTo(28.84, 2),
      searchTypedFirstTouch: expect.closeTo(13.23, 2),
      multiSearchFirstTouch: expect.closeTo(6.16, 2),
      navigationToInteractive: expect.closeTo(69.09, 2),
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
