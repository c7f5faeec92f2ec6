import fc from 'fast-check';
import { ORDER_STATES } from '@grocer/shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { BEING_PREPARED_MESSAGE, SLOT_FIXED_ORDER_STATES, slotChangeability } from './slot-changeable.ts';

const NOW = new Date('2025-05-01T12:00:00Z');

describe('slotChangeability', () => {
  it.each(['PICKED', 'FULFIL', 'COMPLETED'] as const)(
    'refuses once the order is %s, with the spec warning',
    (state) => {
      expect(slotChangeability(state, null, NOW)).toEqual({
        changeable: false,
        reason: 'being_prepared',
        message: BEING_PREPARED_MESSAGE,
      });
    },
  );

  it('refuses after the booked slot’s cut-off, and allows before it', () => {
    expect(slotChangeability('AMENDING', new Date('2025-05-01T11:59:59Z'), NOW)).toMatchObject({
      changeable: false,
      reason: 'cutoff_passed',
    });
    expect(slotChangeability('AMENDING', NOW, NOW).changeable).toBe(false);
    expect(slotChangeability('AMENDING', new Date('2025-05-01T12:00:01Z'), NOW).changeable).toBe(true);
  });

  it('refuses once the branch has started preparing an amended order, whatever its cut-off', () => {
    expect(slotChangeability('AMENDING', new Date('2025-06-01T00:00:00Z'), NOW, true)).toEqual({
      changeable: false,
      reason: 'being_prepared',
      message: BEING_PREPARED_MESSAGE,
    });
  });

  it('lets a PENDING order (no booked slot) change its slot', () => {
    expect(slotChangeability('PENDING', null, NOW).changeable).toBe(true);
  });

  it('is changeable exactly when the state allows it and no cut-off has passed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATES),
        fc.option(fc.integer({ min: -1e6, max: 1e6 }), { nil: null }),
        (state, offset) => {
          const cutoff = offset === null ? null : new Date(NOW.getTime() + offset);
          const fixed = (SLOT_FIXED_ORDER_STATES as readonly string[]).includes(state);
          const expected = !fixed && (cutoff === null || cutoff > NOW);
          expect(slotChangeability(state, cutoff, NOW).changeable).toBe(expected);
        },
      ),
    );
  });
});
