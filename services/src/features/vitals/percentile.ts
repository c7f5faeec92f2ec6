/** How many measurements were kept under one value. */
export type CountedValue = { readonly value: number; readonly count: number };

/**
 * The `fraction` percentile of counted values, as PostgreSQL's `percentile_cont` gives it over
 * every measurement one by one: interpolated between the two nearest ranks. NaN when none.
 */
export function percentileOf(counted: readonly CountedValue[], fraction: number): number {
  const sorted = counted.filter((entry) => entry.count > 0).toSorted((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return Number.NaN;
  const valueAt = (rank: number): number => {
    let below = 0;
    for (const entry of sorted) {
      below += entry.count;
      if (rank < below) return entry.value;
    }
    return sorted.at(-1)?.value ?? Number.NaN;
  };
  const position = fraction * (total - 1);
  const lower = valueAt(Math.floor(position));
  return lower + (valueAt(Math.ceil(position)) - lower) * (position - Math.floor(position));
}
