/**
 * bench/results/runs.jsonl, the bench's history: every run appends its line; `--history` reads them
 * all, prints them as a table and draws bench/results/history.svg (git-ignored: made on demand).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { historySvg } from './history-chart.ts';
import { historyTable, ratioLegend } from './history-table.ts';
import { type Commit, readRunLines, type RunLine } from './run-line.ts';

export const RUNS_FILE = path.join('bench', 'results', 'runs.jsonl');
export const CHART_FILE = path.join('bench', 'results', 'history.svg');

/** The commit the run measures, and whether the tree had changes beside it. */
export function currentCommit(root: string): Commit {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', timeout: 10_000 }).trim();
  try {
    return { hash: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return { hash: 'unknown' };
  }
}

export function appendRun(root: string, line: RunLine): void {
  appendFileSync(path.join(root, RUNS_FILE), `${JSON.stringify(line)}\n`);
}

/** `npm run bench -- --history`. */
export function showHistory(root: string, log: (line: string) => void): void {
  const file = path.join(root, RUNS_FILE);
  const { runs, refused } = readRunLines(existsSync(file) ? readFileSync(file, 'utf8') : '');
  log(historyTable(runs));
  log(`\n${ratioLegend().join('\n')}`);
  log('Each ratio is within its run; the load is the 1-minute load average as the run started.');
  for (const reason of refused) log(`Note: ${RUNS_FILE} ${reason}, left out`);
  writeFileSync(path.join(root, CHART_FILE), historySvg(runs));
  log(`\n${runs.length} run${runs.length === 1 ? '' : 's'}; chart written to ${CHART_FILE}`);
}
