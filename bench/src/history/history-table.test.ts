import { describe, expect, it } from 'vitest';
import { historyTable } from './history-table.ts';
import { twoRuns as runs } from './two-runs.fixture.ts';

describe('the history table', () => {
  it('has a row a run: date, commit, load, parts and each main ratio, a dash where the run has none', () => {
    const table = historyTable(runs).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^\| Date \(UTC\) +\| Commit +\| Load +\| Parts +\| shopper\/guest pglite/);
    expect(table[2]).toMatch(/^\| 2026-12-01 10:00 \| 01cafe0 +\| 1\.50 \| all +\| — /);
    expect(table[3]).toContain('02cafe0 dirty');
    expect(table[3]).toContain('| 1.05× ');
    expect(table[3]).toContain('| 40.00× ');
  });
});
