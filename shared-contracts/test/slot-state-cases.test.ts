import { describe, expect, it } from 'vitest';
import { Address, Branch, SlotReservation } from '../src/fulfilment.ts';
import { HeaderSlotState } from '../src/header-state.ts';
import { SLOT_STATE_CASES } from './slot-state-cases.ts';

/** The cases both sides test against are data the contract accepts, and say what they mean to. */
describe('the slot state cases', () => {
  it.each(SLOT_STATE_CASES)('$name: every input and the expected state parse', (slotCase) => {
    for (const reservation of slotCase.reservations) expect(SlotReservation.parse(reservation)).toEqual(reservation);
    for (const address of slotCase.addresses) expect(Address.parse(address)).toEqual(address);
    for (const branch of slotCase.branches) expect(Branch.parse(branch)).toEqual(branch);
    expect(HeaderSlotState.parse(slotCase.expected)).toEqual(slotCase.expected);
  });

  it.each(SLOT_STATE_CASES)('$name: a booked slot is one of those listed', (slotCase) => {
    const { expected } = slotCase;
    if (expected.status !== 'booked') return;
    expect(slotCase.reservations).toContainEqual(expected.reservation);
    expect(slotCase.branches).toContainEqual(expected.branch);
    if (expected.address) expect(slotCase.addresses).toContainEqual(expected.address);
  });

  it('cover every state the header settles on, and collection apart from no slot', () => {
    const states = new Set(SLOT_STATE_CASES.map((slotCase) => slotCase.expected.status));
    expect(states).toEqual(new Set(['none', 'booked', 'error']));
    const collections = SLOT_STATE_CASES.filter((slotCase) =>
      slotCase.reservations.some((reservation) => reservation.slotType.endsWith('_COLLECTION')),
    );
    expect(new Set(collections.map((slotCase) => slotCase.expected.status))).toEqual(new Set(['booked', 'error']));
  });
});
