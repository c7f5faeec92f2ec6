import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median, medianCountingUnfinished, percentile, ratio } from './stats.ts';

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('lies between the smallest and largest run and ignores their order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), { minLength: 1 }), (values) => {
        const middle = median(values) ?? NaN;
        expect(middle).toBeGreaterThanOrEqual(Math.min(...values));
        expect(middle).toBeLessThanOrEqual(Math.max(...values));
        // -0 and 0 sort as equal, so the order may pick either: compare them as equal too.
        expect((median([...values].reverse()) ?? NaN) + 0).toBe(middle + 0);
      }),
    );
  });

  it('is not moved by one wild run (why the bench reports it)', () => {
    expect(median([10, 11, 12, 13, 5000])).toBe(12);
  });
});

describe('ratio', () => {
  it('divides, and is undefined for a missing value or a zero baseline', () => {
    expect(ratio(30, 10)).toBe(3);
    expect(ratio(undefined, 10)).toBeUndefined();
    expect(ratio(3, 0)).toBeUndefined();
  });
});

describe('percentile', () => {
  it('is the nearest-rank value', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBeUndefined();
  });

  it('is always one of the values and grows with p', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true }), { minLength: 1 }),
        fc.integer({ min: 1, max: 99 }),
        (values, p) => {
          const at = percentile(values, p) ?? NaN;
          expect(values).toContain(at);
          expect(percentile(values, p + 1) ?? NaN).toBeGreaterThanOrEqual(at);
        },
      ),
    );
  });
});

describe('the median counting runs that never finished', () => {
  it('counts each unfinished run as slower than any that finished', () => {
    expect(medianCountingUnfinished([100, 300, 200], 0)).toBe(200);
    expect(medianCountingUnfinished([100, 300, 200], 2)).toBe(300);
    expect(medianCountingUnfinished([100, 200, 300, 400], 1)).toBe(300);
  });

  it('has none when the middle falls on an unfinished run, or there are no runs', () => {
    expect(medianCountingUnfinished([100, 200], 2)).toBeUndefined();
    expect(medianCountingUnfinished([100], 3)).toBeUndefined();
    expect(medianCountingUnfinished([], 0)).toBeUndefined();
  });
});
