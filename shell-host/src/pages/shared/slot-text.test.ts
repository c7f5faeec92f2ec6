import { describe, expect, it } from 'vitest';
import { serviceName, slotLabel, slotText } from './slot-text.ts';

const times = { startDateTime: '2026-06-02T11:00:00Z', endDateTime: '2026-06-02T12:00:00Z' };

describe('slot text', () => {
  it('names a slot by its London day and times', () => {
    expect(slotLabel(times)).toBe('Tuesday 2 June, 12:00 midday to 1pm');
  });

  it.each([
    ['DELIVERY', 'Delivery'],
    ['DELIVERY_SERVICE', 'Delivery'],
    ['ENTERTAINING_COLLECTION', 'Entertaining collection'],
    // Decision 005: a grocery collection is the groceries-and-entertaining collection.
    ['GROCERY_COLLECTION', 'Groceries and Entertaining collection'],
    ['UNDEFINED', 'Slot'],
  ] as const)('calls a %s slot "%s", as the service choices do', (slotType, name) => {
    expect(serviceName(slotType)).toBe(name);
    expect(slotText({ slotType, ...times })).toBe(`${name}, Tuesday 2 June, 12:00 midday to 1pm`);
  });
});
