import { describe, expect, it } from 'vitest';
import { SLOT_STATE_CASES } from '../../../shared-contracts/test/slot-state-cases.ts';
import { headerSlotState } from './header-slot-state.ts';
import { liveReservations } from './header-state-test-kit.ts';

describe('headerSlotState: the slot contract both sides test against (shared-contracts/test)', () => {
  it.each(SLOT_STATE_CASES)('$name', (slotCase) => {
    expect(headerSlotState(liveReservations(slotCase), new Date(slotCase.now))).toEqual(slotCase.expected);
  });

  it('leaves out what the slot route would not list (beyond its newest reservations)', () => {
    const [booked] = SLOT_STATE_CASES.filter((slotCase) => slotCase.expected.status === 'booked');
    if (!booked) throw new Error('no booked case');
    const unlisted = liveReservations(booked).map((live) => ({ ...live, listed: false }));
    expect(headerSlotState(unlisted, new Date(booked.now))).toEqual({ status: 'none' });
  });
});
