/**
 * One line of bench/results/runs.jsonl: a run, complete or partial, with the commit it measured,
 * the machine and its load (what makes two runs comparable or not), the options it ran with, its
 * table's rows as printed and its main ratios as numbers for the chart.
 */
import * as z from '@grocer/shared-contracts/zod';
import { type BenchOptions, isComplete } from '../options.ts';
import type { BenchResults } from '../report/results.ts';
import { tableRows } from '../report/rows.ts';
import { mainRatios } from './main-ratios.ts';

const RowSchema = z.object({
  part: z.string(),
  measure: z.string(),
  value: z.string(),
  comparedWith: z.string(),
  ratio: z.string(),
  kind: z.enum(['budget', 'observation', 'baseline']),
});

export const CommitSchema = z.object({
  hash: z.string(),
  /** Whether the working tree had changes; unknown for the runs recorded before it was asked. */
  dirty: z.optional(z.boolean()),
});
export type Commit = z.infer<typeof CommitSchema>;

export const RunLineSchema = z.object({
  date: z.string(),
  commit: CommitSchema,
  machine: z.object({
    cpu: z.string(),
    cores: z.number(),
    memoryGiB: z.number(),
    os: z.string(),
    node: z.string(),
    chromium: z.string(),
    loadAverageAtStart: z.array(z.number()),
  }),
  command: z.string(),
  seconds: z.number(),
  /** Every part but the soak, at the reported run counts: the runs whose table goes into the README. */
  complete: z.boolean(),
  // Loose: an option added later is kept, and the reader needs only these two.
  options: z.looseObject({ parts: z.array(z.string()), quick: z.boolean() }),
  ratios: z.record(z.string(), z.number()),
  rows: z.array(RowSchema),
});
export type RunLine = z.infer<typeof RunLineSchema>;

export function runLine(results: BenchResults, commit: Commit, options: BenchOptions): RunLine {
  const { date, machine, command, seconds } = results;
  return {
    date,
    commit,
    machine: { ...machine, loadAverageAtStart: [...machine.loadAverageAtStart] },
    command,
    seconds,
    complete: isComplete(options),
    options: { ...options, parts: [...options.parts] },
    ratios: mainRatios(results),
    rows: tableRows(results),
  };
}

/** Longer lines are refused unread: a run's line is tens of kilobytes. */
export const MAX_LINE_CHARS = 2_000_000;

/** The runs in a runs.jsonl text, in order, and the lines that are not one (said by number, and why). */
export function readRunLines(text: string): { runs: RunLine[]; refused: string[] } {
  const runs: RunLine[] = [];
  const refused: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const number = index + 1;
    if (line.length > MAX_LINE_CHARS) {
      refused.push(`line ${number}: longer than ${MAX_LINE_CHARS} characters`);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      refused.push(`line ${number}: not JSON`);
      return;
    }
    const parsed = RunLineSchema.safeParse(json);
    if (parsed.success) runs.push(parsed.data);
    else refused.push(`line ${number}: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`);
  });
  return { runs, refused };
}
