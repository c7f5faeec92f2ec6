/**
 * The bench's table in bench/README.md, written from `bench/results/latest.json` and never by
 * hand. It sits between two markers that say it is generated, so a count of the docs' words can
 * leave it out; `writeLatestSection` rewrites what is between them after a complete run, and
 * `latest-section.test.ts` fails `npm test` when the doc and the JSON disagree. Other docs link to
 * it rather than copy its figures.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { BenchResults } from './results.ts';
import { configurationNote, renderTable, tableRows } from './rows.ts';

export const LATEST_JSON = path.join('bench', 'results', 'latest.json');

export const README = path.join('bench', 'README.md');
const [START, END] = ['<!-- generated:start -->\n', '<!-- generated:end -->'] as const;

/** When and where the run was, and how to make the next one. */
function runLine({ date, machine, command, seconds }: BenchResults): string {
  const when = `${date.slice(0, 10)}, ${date.slice(11, 16)} UTC`;
  const where = `${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.chromium}, Node ${machine.node}`;
  return `Run of ${when} (\`${command}\`, ${seconds} s, load average ${machine.loadAverageAtStart.join(' ')} at its start) on ${where}. Written from \`${LATEST_JSON}\` by the bench; do not edit by hand.`;
}

/** When and how the soak ran, when it ran on its own. */
function soakLine({ soak }: BenchResults): string | undefined {
  const apart = soak?.ranApart;
  if (!apart) return undefined;
  const when = `${apart.date.slice(0, 10)}, ${apart.date.slice(11, 16)} UTC`;
  return `The soak ran on its own: ${when} (\`${apart.command}\`, ${apart.seconds} s, load average ${apart.loadAverageAtStart.join(' ')} at its start).`;
}

/** What goes between the markers, formatted as the repository's Prettier formats Markdown. */
export async function sectionText(results: BenchResults, file: string): Promise<string> {
  const lines = [runLine(results), configurationNote(results), soakLine(results)].filter((line) => line !== undefined);
  const markdown = `${lines.join(' ')}\n\n${renderTable(tableRows(results))}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(markdown, { ...options, parser: 'markdown' });
}

/** The text between the doc's markers, or undefined when it has none. */
export function currentSection(doc: string): string | undefined {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  // Prettier keeps a blank line on either side of the section.
  return from < 0 || to < from
    ? undefined
    : doc
        .slice(from + START.length, to)
        .replace(/^\n/, '')
        .replace(/\n$/, '');
}

/** Rewrites the doc's section from the results (after a complete run, or by hand: `node bench/src/report/latest-section.ts`). */
export async function writeLatestSection(root: string, results: BenchResults): Promise<void> {
  const target = path.join(root, README);
  const doc = readFileSync(target, 'utf8');
  if (currentSection(doc) === undefined) throw new Error(`${README} has no ${START.trim()} … ${END} markers`);
  const text = await sectionText(results, target);
  writeFileSync(target, `${doc.slice(0, doc.indexOf(START) + START.length)}\n${text}\n${doc.slice(doc.indexOf(END))}`);
}

if (import.meta.main) {
  const root = path.join(import.meta.dirname, '..', '..', '..');
  await writeLatestSection(root, JSON.parse(readFileSync(path.join(root, LATEST_JSON), 'utf8')) as BenchResults);
}
