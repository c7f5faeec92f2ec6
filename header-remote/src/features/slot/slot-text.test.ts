import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOT_TYPES, summariseTrolley } from '@grocer/shared-contracts/domain';
import { sampleTrolleyResult } from '../../shopping/testing/shopping-fixtures.ts';
import { bookedSlotName, fulfilmentLabel, isSlotChangeable } from './slot-text.ts';

describe('isSlotChangeable (spec section 4)', () => {
  it('is false exactly when the trolley is an amended order whose slot is not changeable', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (amending, slotChangeable) => {
        const trolley = summariseTrolley(sampleTrolleyResult({ amending, slotChangeable }), false);
        expect(isSlotChangeable(trolley)).toBe(!(amending && !slotChangeable));
      }),
    );
  });

  it('is true while nothing says otherwise: no trolley loaded, or a trolley result without a trolley', () => {
    expect(isSlotChangeable(undefined)).toBe(true);
    const noTrolley = { ...sampleTrolleyResult({ slotChangeable: false }), trolley: null };
    expect(isSlotChangeable(summariseTrolley(noTrolley, false))).toBe(true);
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

describe('bookedSlotName', () => {
  it('reads "<Type> slot: <date>, <time>" for delivery and collection', () => {
    expect(bookedSlotName('DELIVERY', 'Thursday 5 March', '9am - 10am')).toBe(
      'Delivery slot: Thursday 5 March, 9am - 10am',
    );
    expect(bookedSlotName('GROCERY_COLLECTION', 'Wednesday 1 July', '12:00 midday - 1pm')).toBe(
      'Collection slot: Wednesday 1 July, 12:00 midday - 1pm',
    );
  });

  it('does not say "Slot slot" for a type it cannot name', () => {
    expect(bookedSlotName('UNDEFINED', 'Thursday 5 March', '9am - 10am')).toBe('Slot: Thursday 5 March, 9am - 10am');
  });

  it('holds the visible date and time word for word, in that order, after the type', () => {
    const words = fc.stringMatching(/^[A-Za-z0-9:-]+( [A-Za-z0-9:-]+)*$/);
    fc.assert(
      fc.property(fc.constantFrom(...SLOT_TYPES), words, words, (slotType, date, time) => {
        const name = bookedSlotName(slotType, date, time);
        expect(name.startsWith(fulfilmentLabel(slotType))).toBe(true);
        expect(name.endsWith(`: ${date}, ${time}`)).toBe(true);
      }),
    );
  });
});
