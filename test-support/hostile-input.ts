import { expect } from 'vitest';

/**
 * Hostile input for patterns: 64 KB strings shaped to make a backtracking
 * regular expression go quadratic (or worse), and a check that whatever
 * handles them stays under a time budget. Each package's hostile-input test
 * lists the fields it feeds and the shapes that suit each field's pattern.
 */

/** The size an attacker sends: well past every length limit, well under the body limits. */
export const HOSTILE_SIZE = 64 * 1024;

/**
 * The budget per field, in processor time. It separates linear from worse, not fast from slow: a linear pattern needs
 * well under a millisecond for 64 KB, and the heaviest linear handler (a multi-search paste cut into
 * 32,000 pieces, each cleaned) 10–50 ms on a loaded 2-core machine; a quadratic one needs seconds.
 * 50 ms failed that linear handler on a busy machine now and then; 250 keeps a wide margin both ways.
 */
export const HOSTILE_BUDGET_MS = 250;

/**
 * `prefix`, then `unit` repeated to `size` characters in all (HOSTILE_SIZE
 * unless a body limit calls for less), then `suffix` (often the character
 * that makes the match fail).
 */
export function repeatTo(unit: string, prefix = '', suffix = '', size = HOSTILE_SIZE): string {
  const room = size - prefix.length - suffix.length;
  return `${prefix}${unit.repeat(Math.ceil(room / unit.length)).slice(0, room)}${suffix}`;
}

/**
 * Shapes that hurt common patterns whatever the field: long runs of one
 * character class with a rejecting character at the end (`\s+$`, `/+$`,
 * `<[^>]*>`, `[^@]+\.`…), the classic `(a+)+` food, and control characters.
 */
export const GENERIC_HOSTILE: Readonly<Record<string, string>> = {
  letters: repeatTo('a', '', '!'),
  digits: repeatTo('1', '', 'x'),
  spaces: repeatTo(' ', 'a', 'a!'),
  tabs: repeatTo('\t', 'a', '\u0000'),
  newlines: repeatTo('\n', 'a', '\u0000'),
  dots: repeatTo('.', 'a', '@'),
  hyphens: repeatTo('-', 'a', '!'),
  underscores: repeatTo('_', 'a', '!'),
  slashes: repeatTo('/', '/a', '\u0000'),
  backslashes: repeatTo('\\', '/', '\u0000'),
  openTags: repeatTo('<', '', 'a'),
  unclosedTag: repeatTo('a', '<', '<'),
  ats: repeatTo('@', 'a', ' '),
  dotAtoms: repeatTo('a.', 'a@', '@'),
  percents: repeatTo('%2', '/', '%'),
  marks: repeatTo('e\u0301', '', '\u0000'),
  controls: repeatTo('\u0001', '', 'a'),
  astral: repeatTo('\u{1F34E}', '', '\uD800'),
};

/** An input that reaches a pattern: what to call it, the shapes that suit its pattern, and how to feed it. */
export type HostileField = {
  readonly field: string;
  readonly shapes?: readonly string[];
  readonly run: (input: string) => unknown;
};

/** Every generic shape, plus a field's own shapes (named `shape 0`, `shape 1`…). */
export function hostileInputsFor(shapes: readonly string[] = []): Readonly<Record<string, string>> {
  return { ...GENERIC_HOSTILE, ...Object.fromEntries(shapes.map((shape, index) => [`shape ${index}`, shape])) };
}

/** Feeds a field every hostile input it should get, each within the budget. */
export async function expectFieldFastOnHostileInput({ field, shapes, run }: HostileField): Promise<void> {
  for (const [name, input] of Object.entries(hostileInputsFor(shapes))) {
    await expectFastOnHostileInput(`${field} (${name})`, () => run(input));
  }
}

const PAUSE_BETWEEN_RUNS_MS = 25;

/**
 * The processor time this process spent on the fastest of up to `runs` calls, in milliseconds.
 * Processor time, not the clock's: a pattern that backtracks burns the processor, while other
 * processes on a busy machine only make the clock run on (a run measured by the clock took 335 ms
 * beside a dozen busy processes). Stops early once a run comes in under `enough`, since more runs
 * could only be faster; otherwise waits a moment before the next.
 */
export async function fastestRunMs(work: () => unknown, runs = 3, enough = 0): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs && best >= enough; run += 1) {
    if (run > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_RUNS_MS));
    const started = process.cpuUsage();
    await work();
    const spent = process.cpuUsage(started);
    best = Math.min(best, (spent.user + spent.system) / 1000);
  }
  return best;
}

/**
 * Fails when the fastest of five runs of `work` takes longer than the budget; names the field and shape.
 * A linear handler passes on its first run, so the extra runs cost time only on a busy machine or a real fault.
 */
export async function expectFastOnHostileInput(what: string, work: () => unknown): Promise<void> {
  const ms = await fastestRunMs(work, 5, HOSTILE_BUDGET_MS);
  expect(ms, `${what} took ${ms.toFixed(1)} ms on hostile input`).toBeLessThan(HOSTILE_BUDGET_MS);
}
