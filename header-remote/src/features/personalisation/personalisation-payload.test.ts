import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN, SIGNED_OUT } from '../../shopping/testing/shopping-store.ts';
import {
  sampleAddress,
  sampleBranch,
  sampleItem,
  sampleReservation,
} from '../../shopping/testing/shopping-fixtures.ts';
import { personalisationPayload, slotDateInLondon } from './personalisation-payload.ts';

const booked = (overrides: Parameters<typeof sampleReservation>[0] = {}) =>
  ({
    status: 'booked',
    reservation: sampleReservation(overrides),
    address: sampleAddress(),
    branch: sampleBranch(),
  }) as const;

describe('personalisationPayload', () => {
  it('sends each trolley line as a cart row and the booked slot and customer as custom variables', () => {
    const lines = [
      sampleItem(7, { quantity: { amount: 3, uom: 'C62' }, price: { amount: 1.25, currencyCode: 'GBP' } }),
    ];
    expect(
      personalisationPayload(lines, booked({ branchId: '652', slotType: 'GROCERY_COLLECTION' }), SIGNED_IN),
    ).toEqual({
      cartRows: [{ productId: 'P-7', quantity: 3, unitPrice: 1.25, currency: 'GBP' }],
      customVariables: {
        branchId: '652',
        customerId: 'C-1101',
        slotDate: '2026-03-05',
        slotType: 'GROCERY_COLLECTION',
      },
    });
  });

  it('leaves branch and slot out when no slot is booked, and the customer when signed out', () => {
    expect(personalisationPayload([], { status: 'none' }, SIGNED_OUT)).toEqual({
      cartRows: [],
      customVariables: { branchId: null, customerId: null, slotDate: null, slotType: null },
    });
  });

  it('keeps every line, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ amount: fc.integer({ min: 1, max: 99 }), price: fc.double({ min: 0, max: 500, noNaN: true }) }),
        ),
        (lines) => {
          const items = lines.map((line, index) =>
            sampleItem(index, {
              quantity: { amount: line.amount, uom: 'C62' },
              price: { amount: line.price, currencyCode: 'GBP' },
            }),
          );
          const rows = personalisationPayload(items, { status: 'none' }, SIGNED_IN).cartRows;
          expect(rows).toEqual(
            lines.map((line, index) => ({
              productId: `P-${index}`,
              quantity: line.amount,
              unitPrice: line.price,
              currency: 'GBP',
            })),
          );
        },
      ),
    );
  });
});

describe('slotDateInLondon', () => {
  it("gives the London day, which in summer is a day after UTC's late in the evening", () => {
    expect(slotDateInLondon('2026-06-30T23:30:00.000Z')).toBe('2026-07-01');
    expect(slotDateInLondon('2026-01-31T23:30:00.000Z')).toBe('2026-01-31');
    expect(slotDateInLondon('not a date')).toBeNull();
  });

  it('is always the UTC day or the next one (London is UTC or an hour ahead) (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        const utcDay = at.toISOString().slice(0, 10);
        const nextDay = new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);
        expect([utcDay, nextDay]).toContain(slotDateInLondon(at.toISOString()));
      }),
    );
  });
});
