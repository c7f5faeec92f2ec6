import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineConflict } from './conflicts.ts';
import { lineTotalPence, unitPricePence } from './line-pricing.ts';
import { applicableThresholdPence, fulfilmentTypeOf } from './minimum-spend.ts';
import { promoCodeProblem, promoSavingsPence } from './promo-codes.ts';
import { quantityProblem } from './quantity-rules.ts';
import { trolleyTotals } from './trolley-totals.ts';

const NOW = new Date('2025-03-03T12:00:00Z');
const HOUR = 3_600_000;
const milk = { uom: 'C62', pricePence: 150, averageQuantity: 1 } as const;
const bananas = { uom: 'KGM', pricePence: 200, averageQuantity: 0.9 } as const;
const thresholds = { deliveryPence: 4000, collectionPence: 2500 };

describe('line pricing', () => {
  it('prices counted items per item and weighed items per unit of weight or per estimated item', () => {
    expect(lineTotalPence(milk, { amount: 3, uom: 'C62' })).toBe(450);
    expect(lineTotalPence(bananas, { amount: 1.25, uom: 'KGM' })).toBe(250);
    expect(unitPricePence(bananas, 'C62')).toBe(180);
    expect(lineTotalPence(bananas, { amount: 4, uom: 'C62' })).toBe(720);
  });

  it('never prices a line below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        (price, amount) => {
          expect(
            lineTotalPence({ uom: 'C62', pricePence: price, averageQuantity: 1 }, { amount, uom: 'C62' }),
          ).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('quantity rules', () => {
  it('accepts whole counts from 1 to 99 and weights to the gram up to 20 kg', () => {
    expect(quantityProblem(milk, { amount: 99, uom: 'C62' })).toBeUndefined();
    expect(quantityProblem(bananas, { amount: 0.125, uom: 'KGM' })).toBeUndefined();
    expect(quantityProblem(bananas, { amount: 3, uom: 'C62' })).toBeUndefined();
    expect(quantityProblem(bananas, { amount: 0.1255, uom: 'KGM' })?.type).toBe('QUANTITY_OUT_OF_RANGE');
    expect(quantityProblem(milk, { amount: 0.5, uom: 'KGM' })?.type).toBe('UOM_MISMATCH');
    expect(quantityProblem(bananas, { amount: 1, uom: 'GRM' })?.type).toBe('UOM_MISMATCH');
  });

  it('refuses every count outside 1..99', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (amount) => {
        const ok = quantityProblem(milk, { amount, uom: 'C62' }) === undefined;
        expect(ok).toBe(amount >= 1 && amount <= 99);
      }),
    );
  });
});

describe('conflicts', () => {
  const platter = { available: true, serviceType: 'ENTERTAINING_PLACED_AT_HOME', noticeDays: 2 } as const;

  it('is hard for an unavailable product whatever the slot', () => {
    expect(lineConflict({ ...platter, available: false }, undefined, NOW)).toBe('hard');
    expect(
      lineConflict(
        { available: false, serviceType: 'GROCERY', noticeDays: 0 },
        new Date(NOW.getTime() + 999 * HOUR),
        NOW,
      ),
    ).toBe('hard');
  });

  it('is soft when the notice needed is longer than the time left before the slot', () => {
    expect(lineConflict(platter, new Date(NOW.getTime() + 47 * HOUR), NOW)).toBe('soft');
    expect(lineConflict(platter, new Date(NOW.getTime() + 48 * HOUR), NOW)).toBe('none');
    expect(lineConflict(platter, undefined, NOW)).toBe('none');
    expect(
      lineConflict({ available: true, serviceType: 'GROCERY', noticeDays: 0 }, new Date(NOW.getTime() + HOUR), NOW),
    ).toBe('none');
  });
});

describe('minimum spend', () => {
  it('uses the slot type’s threshold, and the lower one without a slot', () => {
    expect(applicableThresholdPence(thresholds, fulfilmentTypeOf('DELIVERY'))).toBe(4000);
    expect(applicableThresholdPence(thresholds, fulfilmentTypeOf('GROCERY_COLLECTION'))).toBe(2500);
    expect(applicableThresholdPence(thresholds, fulfilmentTypeOf('ENTERTAINING_COLLECTION'))).toBe(2500);
    expect(applicableThresholdPence(thresholds, fulfilmentTypeOf('UNDEFINED'))).toBe(2500);
    expect(applicableThresholdPence({ deliveryPence: 1000, collectionPence: 2500 }, undefined)).toBe(1000);
  });

  it('holds a collection to the collection threshold even when it is the higher one: COLLECTION is not "no slot"', () => {
    const dearerCollection = { deliveryPence: 4000, collectionPence: 5000 };
    expect(fulfilmentTypeOf('GROCERY_COLLECTION')).toBe('COLLECTION');
    expect(fulfilmentTypeOf('ENTERTAINING_COLLECTION')).toBe('COLLECTION');
    expect(applicableThresholdPence(dearerCollection, fulfilmentTypeOf('GROCERY_COLLECTION'))).toBe(5000);
    expect(applicableThresholdPence(dearerCollection, fulfilmentTypeOf('ENTERTAINING_COLLECTION'))).toBe(5000);
    expect(applicableThresholdPence(dearerCollection, fulfilmentTypeOf(undefined))).toBe(4000);
  });
});

describe('promo codes', () => {
  const code = {
    code: 'SAVE10',
    percentOff: 10,
    minimumSpendPence: 2000,
    validFrom: new Date(NOW.getTime() - HOUR),
    validUntil: new Date(NOW.getTime() + HOUR),
  };

  it('saves the percentage, rounded down, only while valid and above its minimum spend', () => {
    expect(promoSavingsPence([code], 4599, NOW)).toBe(459);
    expect(promoSavingsPence([code], 1999, NOW)).toBe(0);
    expect(promoCodeProblem(code, 1999, NOW)).toMatch(/at least £20.00/);
    expect(promoCodeProblem(code, 5000, new Date(NOW.getTime() + HOUR))).toMatch(/expired/);
    expect(promoCodeProblem(code, 5000, new Date(NOW.getTime() - 2 * HOUR))).toMatch(/not valid yet/);
  });

  it('never saves more than the items cost', () => {
    const all = { ...code, minimumSpendPence: 0, percentOff: 100 };
    expect(promoSavingsPence([all, all], 1234, NOW)).toBe(1234);
  });
});

describe('trolleyTotals', () => {
  it('adds lines, takes off savings, adds the delivery charge, and counts conflicts', () => {
    const totals = trolleyTotals({
      lines: [
        { totalPence: 3000, conflict: 'none' },
        { totalPence: 1500, conflict: 'soft' },
        { totalPence: 200, conflict: 'hard' },
      ],
      deliveryChargePence: 450,
      fulfilmentType: 'DELIVERY',
      thresholds,
      promoCodes: [],
      now: NOW,
    });
    expect(totals).toMatchObject({
      itemTotalPence: 4700,
      deliveryChargePence: 450,
      totalPence: 5150,
      thresholdPence: 4000,
      minimumSpendThresholdMet: true,
      trolleyItemCounts: { hardConflicts: 1, softConflicts: 1, noConflicts: 1 },
    });
  });

  it('measures the minimum spend on the items alone, never the delivery charge', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 1000 }),
        (lines, charge) => {
          const totals = trolleyTotals({
            lines: lines.map((totalPence) => ({ totalPence, conflict: 'none' as const })),
            deliveryChargePence: charge,
            fulfilmentType: 'DELIVERY',
            thresholds,
            promoCodes: [],
            now: NOW,
          });
          const items = lines.reduce((sum, line) => sum + line, 0);
          expect(totals.totalPence).toBe(items + charge);
          expect(totals.minimumSpendThresholdMet).toBe(items >= 4000);
        },
      ),
    );
  });
});
