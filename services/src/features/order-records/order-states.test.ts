import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '@grocer/shared-contracts/domain';
import {
  amendRefusal,
  canTransition,
  instantCheckoutStatus,
  isSlotChangeable,
  isTrolleyEditable,
} from './order-states.ts';

const NOW = new Date('2025-03-03T12:00:00Z');
const LATER = new Date('2025-03-04T23:30:00Z');

describe('order states', () => {
  it('places from PENDING or AMENDING, amends and picks from PLACED, then FULFIL and COMPLETED', () => {
    const allowed = (event: Parameters<typeof canTransition>[0]) =>
      ORDER_STATES.filter((state) => canTransition(event, state));
    expect(allowed('place')).toEqual(['AMENDING', 'PENDING']);
    expect(allowed('amend')).toEqual(['PLACED']);
    expect(allowed('cancelAmend')).toEqual(['AMENDING']);
    expect(allowed('pick')).toEqual(['PLACED']);
    expect(allowed('dispatch')).toEqual(['PICKED']);
    expect(allowed('complete')).toEqual(['FULFIL']);
    expect(allowed('failPayment')).toEqual(['PLACED']);
    expect(allowed('resolvePayment')).toEqual(['PAYMENT_FAILED']);
  });

  it('lets only PENDING and AMENDING trolleys change', () => {
    expect(ORDER_STATES.filter(isTrolleyEditable)).toEqual(['AMENDING', 'PENDING']);
  });

  it('offers instant checkout only while amending', () => {
    for (const state of ORDER_STATES)
      expect(instantCheckoutStatus(state)).toBe(state === 'AMENDING' ? 'ALLOWED' : 'NOT_AMENDING');
  });

  it('fixes the slot once picked or later, once preparing, or after the cut-off', () => {
    const changeable = (
      state: (typeof ORDER_STATES)[number],
      preparationStarted = false,
      confirmedCutoff: Date | undefined = LATER,
    ) => isSlotChangeable({ state, preparationStarted, confirmedCutoff, now: NOW });
    expect(changeable('PLACED')).toBe(true);
    expect(changeable('AMENDING')).toBe(true);
    expect(changeable('AMENDING', true)).toBe(false);
    expect(changeable('AMENDING', false, new Date(NOW.getTime() - 1))).toBe(false);
    for (const state of ['PICKED', 'FULFIL', 'COMPLETED'] as const) expect(changeable(state)).toBe(false);
  });

  it('refuses to amend after the cut-off, once preparing, or outside PLACED', () => {
    const refusal = (overrides: Partial<Parameters<typeof amendRefusal>[0]>) =>
      amendRefusal({ state: 'PLACED', preparationStarted: false, amendCutoff: LATER, now: NOW, ...overrides });
    expect(refusal({})).toBeUndefined();
    expect(refusal({ now: LATER })).toMatch(/cut-off/);
    expect(refusal({ preparationStarted: true })).toMatch(/preparing/);
    expect(refusal({ state: 'PICKED' })).toMatch(/PICKED/);
    expect(refusal({ state: 'AMENDING' })).toMatch(/already/);
  });
});
