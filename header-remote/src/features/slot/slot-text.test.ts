import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOT_TYPES } from '@grocer/shared-contracts';
import { sampleTrolleyResult } from '../../shopping/testing/shopping-fixtures.ts';
import { fulfilmentLabel, isSlotChangeable } from './slot-text.ts';

describe('isSlotChangeable (spec section 4)', () => {
  it('is false exactly when the trolley is an amended order whose slot is not changeable', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (amending, slotChangeable) => {
        const trolley = sampleTrolleyResult({ amending, slotChangeable });
        expect(isSlotChangeable(trolley)).toBe(!(amending && !slotChangeable));
      }),
    );
  });

  it('is true while nothing says otherwise: no trolley loaded, or a trolley result without a trolley', () => {
    expect(isSlotChangeable(undefined)).toBe(true);
    expect(isSlotChangeable({ ...sampleTrolleyResult({ slotChangeable: false }), trolley: null })).toBe(true);
  });
});

describe('fulfilmentLabel', () => {
  it.each([
    ['DELIVERY', 'Delivery'],
    ['DELIVERY_SERVICE', 'Delivery'],
    ['GROCERY_COLLECTION', 'Collection'],
    ['ENTERTAINING_COLLECTION', 'Collection'],
    ['UNDEFINED', 'Slot'],
  ] as const)('%s reads "%s"', (slotType, label) => {
    expect(fulfilmentLabel(slotType)).toBe(label);
  });

  it('names every slot type the contracts know', () => {
    for (const slotType of SLOT_TYPES) expect(['Delivery', 'Collection', 'Slot']).toContain(fulfilmentLabel(slotType));
  });
});
