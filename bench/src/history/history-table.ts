/** The runs side by side: when, at which commit, under what load, what ran, and their main ratios. */
import { markdownTable, times } from '../report/rows.ts';
import { MAIN_RATIOS } from './main-ratios.ts';
import type { RunLine } from './run-line.ts';

/** "2026-11-28 11:34" from an ISO date. */
export const shortDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The commit's short hash, and "dirty" when the tree had changes the commit does not hold. */
export const commitText = ({ commit }: RunLine) => `${commit.hash.slice(0, 7)}${commit.dirty ? ' dirty' : ''}`;

const partsText = ({ complete, options }: RunLine) =>
  complete ? 'all' : `${options.parts.join(',')}${options.quick ? ' (quick)' : ''}`;

export function historyTable(runs: readonly RunLine[]): string {
  return markdownTable(
    ['Date (UTC)', 'Commit', 'Load', 'Parts', ...MAIN_RATIOS.map((ratio) => ratio.column)],
    runs.map((run) => [
      shortDate(run.date),
      commitText(run),
      run.machine.loadAverageAtStart[0]?.toFixed(2) ?? '—',
      partsText(run),
      ...MAIN_RATIOS.map(({ key }) => times(run.ratios[key])),
    ]),
  );
}

/** What each column is, for the lines under the table. */
export const ratioLegend = (): string[] => MAIN_RATIOS.map(({ column, label }) => `${column}: ${label}`);
