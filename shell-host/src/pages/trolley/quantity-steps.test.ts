import fc from 'fast-check';
import { UNITS_OF_MEASURE } from '@grocer/shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { less, more, quantityText } from './quantity-steps.ts';

const MAX = { C62: 99, KGM: 20, GRM: 20_000, LBR: 44 } as const;
const STEP = { C62: 1, KGM: 0.25, GRM: 250, LBR: 0.5 } as const;
const quantity = fc.record({
  uom: fc.constantFrom(...UNITS_OF_MEASURE),
  amount: fc.double({ min: 0, max: 20_000, noNaN: true }).map((amount) => Math.round(amount * 1000) / 1000),
});
const decimals = (amount: number) => (String(amount).split('.')[1] ?? '').length;

describe('the trolley line’s quantity steps', () => {
  it('never go past the line maximum, below zero, or beyond three decimals, and keep the unit', () => {
    fc.assert(
      fc.property(quantity, (start) => {
        const up = more(start);
        if (up) {
          expect(up.amount).toBeGreaterThan(start.amount);
          expect(up.amount).toBeLessThanOrEqual(MAX[start.uom]);
          expect(decimals(up.amount)).toBeLessThanOrEqual(3);
          expect(up.uom).toBe(start.uom);
        } else {
          expect(start.amount + STEP[start.uom]).toBeGreaterThan(MAX[start.uom]);
        }
        const down = less(start);
        expect(down.amount).toBeGreaterThanOrEqual(0);
        expect(down.amount).toBeLessThanOrEqual(start.amount);
        expect(decimals(down.amount)).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('go back to where they started within the range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNITS_OF_MEASURE), fc.integer({ min: 1, max: 40 }), (uom, steps) => {
        const amount = Math.min(steps * STEP[uom], MAX[uom] - STEP[uom]);
        const up = more({ amount, uom });
        expect(up && less(up).amount).toBeCloseTo(amount, 9);
      }),
    );
  });

  it.each([
    [{ amount: 3, uom: 'C62' }, '3'],
    [{ amount: 0.5, uom: 'KGM' }, '0.5 kg'],
    [{ amount: 250, uom: 'GRM' }, '250 g'],
    [{ amount: 1, uom: 'LBR' }, '1 lb'],
  ] as const)('write %o as "%s"', (value, text) => {
    expect(quantityText(value)).toBe(text);
  });

  it('take a counted line from 1 to 0 (removing it) and stop adding at 99', () => {
    expect(less({ amount: 1, uom: 'C62' })).toEqual({ amount: 0, uom: 'C62' });
    expect(more({ amount: 98, uom: 'C62' })).toEqual({ amount: 99, uom: 'C62' });
    expect(more({ amount: 99, uom: 'C62' })).toBeUndefined();
  });
});
