import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InstantCheckoutBeacon, type OrderLine } from '@grocer/shared-contracts/domain';
import { gbp } from '../../../shopping/testing/shopping-fixtures.ts';
import { buildInstantCheckoutBeacon } from './build-instant-checkout-beacon.ts';
import { AMENDED_ORDER_BEACON, amendingTrolleyItems, placedOrder } from './testing/instant-checkout-fixtures.ts';

describe('buildInstantCheckoutBeacon', () => {
  it('reports each placed line with the change made while amending', () => {
    const result = buildInstantCheckoutBeacon(placedOrder(), amendingTrolleyItems());
    expect(result).toEqual({ ok: true, beacon: AMENDED_ORDER_BEACON });
  });

  it("does not read the placed order's reserved quantities, which placing has set to the quantities", () => {
    const result = buildInstantCheckoutBeacon(placedOrder(), amendingTrolleyItems());
    expect(result.ok && result.beacon.instantCheckoutTrolleyItems.map((item) => item.quantityDelta)).toEqual([
      2, 0, 0.5,
    ]);
  });

  it('counts a line the trolley did not hold before placing as wholly new, and a reduced line as negative', () => {
    const before = [{ lineNumber: '100', reservedQuantity: 5 }];
    const result = buildInstantCheckoutBeacon(placedOrder(), before);
    expect(result.ok && result.beacon.instantCheckoutTrolleyItems.map((item) => item.quantityDelta)).toEqual([
      -2, 2, 0.5,
    ]);
  });

  it('keeps float noise out of weights', () => {
    const order = placedOrder({
      orderLines: [
        {
          lineNumber: '7',
          productId: 'P-7',
          price: gbp(10),
          totalPrice: gbp(3),
          quantity: { amount: 0.3, uom: 'KGM' },
          reservedQuantity: 0.3,
        },
      ],
    });
    const result = buildInstantCheckoutBeacon(order, [{ lineNumber: '7', reservedQuantity: 0.1 }]);
    expect(result.ok && result.beacon.instantCheckoutTrolleyItems[0]?.quantityDelta).toBe(0.2);
  });

  it("uses the header's slot when the answer lists none, and refuses to build a beacon without any slot", () => {
    const noSlots = placedOrder({ slots: [] });
    const withFallback = buildInstantCheckoutBeacon(noSlots, [], { branchId: '702', slotType: 'GROCERY_COLLECTION' });
    expect(withFallback.ok && [withFallback.beacon.branchId, withFallback.beacon.slotType]).toEqual([
      '702',
      'GROCERY_COLLECTION',
    ]);
    const without = buildInstantCheckoutBeacon(noSlots, []);
    expect(without.ok).toBe(false);
    expect(!without.ok && without.problem).toMatch(/branchId/);
  });

  it('always gives a beacon the services accept, one item per placed line, delta = quantity - reserved before', () => {
    const amount = fc.integer({ min: 0, max: 99_000 }).map((thousandths) => thousandths / 1000);
    const line = fc.record({ lineNumber: fc.stringMatching(/^[0-9]{1,8}$/), quantity: amount, reserved: amount });
    fc.assert(
      fc.property(fc.uniqueArray(line, { selector: (l) => l.lineNumber, maxLength: 30 }), (lines) => {
        const orderLines: OrderLine[] = lines.map((l) => ({
          lineNumber: l.lineNumber,
          productId: `P-${l.lineNumber}`,
          price: gbp(1),
          totalPrice: gbp(l.quantity),
          quantity: { amount: l.quantity, uom: 'KGM' },
          reservedQuantity: l.quantity,
        }));
        const before = lines.map((l) => ({ lineNumber: l.lineNumber, reservedQuantity: l.reserved }));
        const result = buildInstantCheckoutBeacon(placedOrder({ orderLines }), before);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(InstantCheckoutBeacon.safeParse(result.beacon).success).toBe(true);
        expect(result.beacon.instantCheckoutTrolleyItems).toHaveLength(lines.length);
        lines.forEach((l, index) => {
          const item = result.beacon.instantCheckoutTrolleyItems[index];
          expect(item).toMatchObject({ lineNumber: l.lineNumber, quantity: l.quantity });
          const delta = item?.quantityDelta ?? Number.NaN;
          expect(delta).toBeCloseTo(l.quantity - l.reserved, 9);
          // At most 3 decimals, like the quantities themselves.
          expect(Math.round(delta * 1000) / 1000).toBe(delta);
        });
      }),
    );
  });
});
