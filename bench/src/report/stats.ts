/** Medians and ratios: every timing is reported as a median of repeated runs and as a ratio to a baseline. */

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The nearest-rank percentile (0 < p ≤ 100) of the values. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/** `a / b`, or undefined when either is missing or b is zero (a ratio to nothing means nothing). */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || b === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  return a / b;
}

/** A timing repeated: every run kept, the median reported. */
export type Repeated = { readonly runs: readonly number[]; readonly median: number | undefined };

export function repeated(runs: readonly number[]): Repeated {
  return { runs, median: median(runs) };
}

/**
 * The median of runs some of which never finished (a press that was lost, or that left the page):
 * those count as slower than any that finished. Undefined when the median falls on one of them,
 * or when there are no runs.
 */
export function medianCountingUnfinished(finished: readonly number[], unfinished: number): number | undefined {
  const middle = median([...finished, ...Array.from({ length: unfinished }, () => Number.POSITIVE_INFINITY)]);
  return middle === undefined || !Number.isFinite(middle) ? undefined : middle;
}
