import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTrolleyCount, UNITS_OF_MEASURE, type UnitOfMeasure } from '@grocer/shared-contracts/domain';
import { countTrolleyItems } from './trolley-rules.ts';

const line = (amount: number, uom: UnitOfMeasure = 'C62') => ({ quantity: { amount, uom } });
const WEIGHTS = UNITS_OF_MEASURE.filter((uom) => uom !== 'C62');

describe('countTrolleyItems', () => {
  it('adds up counted lines and counts each weighed line once', () => {
    expect(countTrolleyItems([])).toBe(0);
    expect(countTrolleyItems([line(6), line(2)])).toBe(8);
    expect(countTrolleyItems([line(6), line(0.45, 'KGM'), line(450, 'GRM'), line(1.5, 'LBR')])).toBe(9);
  });

  it('reads 99+ for the demo full@ trolley: 120 lines of one item each', () => {
    const count = countTrolleyItems(Array.from({ length: 120 }, () => line(1)));
    expect(count).toBe(120);
    expect(formatTrolleyCount(count)).toBe('99+');
  });

  it('ignores quantities that are not positive numbers', () => {
    expect(countTrolleyItems([line(0), line(-2), line(Number.NaN), line(Infinity, 'KGM'), line(3)])).toBe(3);
  });

  it('is the sum of counted quantities plus the number of weighed lines', () => {
    const counted = fc.integer({ min: 1, max: 99 }).map((amount) => line(amount));
    const weighed = fc
      .tuple(fc.double({ min: 0.001, max: 20_000, noNaN: true }), fc.constantFrom(...WEIGHTS))
      .map(([amount, uom]) => line(amount, uom));
    fc.assert(
      fc.property(fc.array(fc.oneof(counted, weighed), { maxLength: 100 }), (items) => {
        const countedSum = items
          .filter((item) => item.quantity.uom === 'C62')
          .reduce((sum, item) => sum + item.quantity.amount, 0);
        const weighedLines = items.filter((item) => item.quantity.uom !== 'C62').length;
        expect(countTrolleyItems(items)).toBe(countedSum + weighedLines);
      }),
    );
  });

  it('never goes down when a line is added', () => {
    const anyLine = fc
      .tuple(fc.double({ min: -5, max: 200, noNaN: true }), fc.constantFrom(...UNITS_OF_MEASURE))
      .map(([amount, uom]) => line(amount, uom));
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 40 }), anyLine, (items, extra) => {
        expect(countTrolleyItems([...items, extra])).toBeGreaterThanOrEqual(countTrolleyItems(items));
      }),
    );
  });
});
