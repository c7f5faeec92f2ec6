import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VITAL_THRESHOLDS } from '@grocer/shared-contracts/domain';
import { keptValue } from './kept-value.ts';

const measured = fc.double({ min: 0, max: 60_000, noNaN: true });
const thresholds = Object.values(VITAL_THRESHOLDS).flatMap(({ good, poor }) => [good, poor]);

describe('keptValue', () => {
  it('rounds up to two significant figures', () => {
    expect([2501, 2500, 2449, 0.101, 0.1, 99.6, 9.94, 60_000, 0].map(keptValue)).toEqual([
      2600, 2500, 2500, 0.11, 0.1, 100, 10, 60_000, 0,
    ]);
  });

  it('keeps what is under a thousandth as 0', () => {
    expect([0.000_999, 1e-300, 0.001].map(keptValue)).toEqual([0, 0, 0.001]);
  });

  it('is at or above the value, by at most a tenth, and keeps itself (property)', () => {
    fc.assert(
      fc.property(measured, (value) => {
        const kept = keptValue(value);
        expect(keptValue(kept)).toBe(kept);
        if (value < 0.001) {
          expect(kept).toBe(0);
          return;
        }
        expect(kept).toBeGreaterThanOrEqual(value);
        expect(kept).toBeLessThanOrEqual(value * 1.1 + Number.EPSILON);
      }),
    );
  });

  it('leaves every value on the same side of every threshold (property)', () => {
    fc.assert(
      fc.property(measured, fc.constantFrom(...thresholds), (value, threshold) => {
        expect(keptValue(value) <= threshold).toBe(value <= threshold);
      }),
    );
  });

  it('gives at most 90 values a decade (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 4 }), (decade) => {
        const kept = new Set(
          Array.from({ length: 5000 }, (_, index) => keptValue(10 ** decade * (1 + (9 * index) / 5000))),
        );
        expect(kept.size).toBeLessThanOrEqual(91);
      }),
      { numRuns: 8 },
    );
  });
});
