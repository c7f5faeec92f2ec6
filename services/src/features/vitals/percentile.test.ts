import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentileOf } from './percentile.ts';

/** percentile_cont over the measurements one by one. */
function percentileOfEach(values: readonly number[], fraction: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = sorted[Math.floor(position)] ?? Number.NaN;
  const upper = sorted[Math.ceil(position)] ?? Number.NaN;
  return lower + (upper - lower) * (position - Math.floor(position));
}

describe('percentileOf', () => {
  it('interpolates between the nearest ranks, as percentile_cont does', () => {
    expect(
      percentileOf(
        [100, 200, 300, 400].map((value) => ({ value, count: 1 })),
        0.75,
      ),
    ).toBe(325);
    expect(
      percentileOf(
        [
          { value: 1000, count: 4 },
          { value: 60_000, count: 1 },
        ],
        0.75,
      ),
    ).toBe(1000);
    expect(percentileOf([], 0.75)).toBeNaN();
  });

  it('gives what the measurements one by one give (property)', () => {
    const counted = fc.array(
      fc.record({ value: fc.integer({ min: 0, max: 60_000 }), count: fc.integer({ min: 0, max: 20 }) }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(counted, fc.double({ min: 0, max: 1, noNaN: true }), (entries, fraction) => {
        const each = entries.flatMap(({ value, count }) => Array.from({ length: count }, () => value));
        const expected = percentileOfEach(each, fraction);
        if (Number.isNaN(expected)) expect(percentileOf(entries, fraction)).toBeNaN();
        else expect(percentileOf(entries, fraction)).toBeCloseTo(expected, 6);
      }),
    );
  });
});
