import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCEL_AMEND_ORDER_MUTATION, GET_TROLLEY_QUERY, TrolleyQueryResult } from './trolley.ts';
import {
  checkoutButtonTarget,
  checkoutDisabledMessage,
  checkoutDisabledState,
  formatMoney,
  formatTrolleyCount,
  type CheckoutDisabledInput,
} from './trolley-rules.ts';

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' as const });

const totals = (overrides: Partial<CheckoutDisabledInput['trolleyTotals']> = {}) => ({
  minimumSpendThresholdMet: true,
  deliveryMinimumOrderValue: gbp(40),
  collectionMinimumOrderValue: gbp(25),
  trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: 3 },
  ...overrides,
});

describe('formatMoney', () => {
  it.each([
    [0, '£0.00'],
    [-3.2, '£0.00'],
    [0.05, '5p'],
    [0.99, '99p'],
    [0.999, '£1.00'],
    [1, '£1.00'],
    [12.5, '£12.50'],
    [1234.567, '£1234.57'],
  ])('shows %s as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('never shows a negative amount, and uses pence exactly below £1', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (amount) => {
        const text = formatMoney(amount);
        expect(text).not.toContain('-');
        const pence = Math.round(amount * 100);
        if (pence > 0 && pence < 100) expect(text).toBe(`${pence}p`);
        else expect(text).toMatch(/^£\d+\.\d\d$/);
      }),
    );
  });
});

describe('formatTrolleyCount', () => {
  it('caps the count at 99+', () => {
    expect(formatTrolleyCount(0)).toBe('0');
    expect(formatTrolleyCount(99)).toBe('99');
    expect(formatTrolleyCount(100)).toBe('99+');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (count) => {
        expect(formatTrolleyCount(count)).toBe(count > 99 ? '99+' : String(count));
      }),
    );
  });
});

describe('checkoutDisabledState', () => {
  it('is enabled when the minimum spend is met and nothing is unavailable', () => {
    expect(checkoutDisabledState({ trolleyTotals: totals(), slotType: 'DELIVERY', onTrolleyPage: true })).toEqual({
      disabled: false,
    });
  });

  it('asks for unavailable items to be removed, on the trolley page only', () => {
    const conflicted = { ...totals(), trolleyItemCounts: { hardConflicts: 2 } };
    expect(checkoutDisabledMessage({ trolleyTotals: conflicted, slotType: 'DELIVERY', onTrolleyPage: true })).toEqual({
      title: 'Unavailable items',
      text: 'Please remove all unavailable items from your trolley',
    });
    expect(checkoutDisabledState({ trolleyTotals: conflicted, slotType: 'DELIVERY', onTrolleyPage: false })).toEqual({
      disabled: false,
    });
  });

  it('names the delivery minimum, excluding the delivery charge', () => {
    const below = totals({ minimumSpendThresholdMet: false });
    expect(checkoutDisabledMessage({ trolleyTotals: below, slotType: 'DELIVERY', onTrolleyPage: false })).toEqual({
      text: 'To check out, please meet our £40.00 minimum spend (excluding delivery charge)',
    });
  });

  it('names the collection minimum for a grocery collection', () => {
    const below = totals({ minimumSpendThresholdMet: false, collectionMinimumOrderValue: gbp(25.5) });
    expect(
      checkoutDisabledMessage({ trolleyTotals: below, slotType: 'GROCERY_COLLECTION', onTrolleyPage: false }),
    ).toEqual({ text: 'To check out, please meet our £25.50 minimum spend' });
  });

  it('names the collection minimum for a collection even when it is the higher one, apart from no slot', () => {
    const below = totals({ minimumSpendThresholdMet: false, collectionMinimumOrderValue: gbp(45) });
    expect(
      checkoutDisabledMessage({ trolleyTotals: below, slotType: 'GROCERY_COLLECTION', onTrolleyPage: false })?.text,
    ).toBe('To check out, please meet our £45.00 minimum spend');
    expect(checkoutDisabledMessage({ trolleyTotals: below, onTrolleyPage: false })?.text).toBe(
      'To check out, please meet our £40.00 minimum spend',
    );
  });

  it('uses the lower threshold when no slot is booked', () => {
    const below = totals({ minimumSpendThresholdMet: false });
    expect(checkoutDisabledMessage({ trolleyTotals: below, onTrolleyPage: false })?.text).toBe(
      'To check out, please meet our £25.00 minimum spend',
    );
    const cheaperDelivery = totals({ minimumSpendThresholdMet: false, deliveryMinimumOrderValue: gbp(20) });
    expect(
      checkoutDisabledMessage({ trolleyTotals: cheaperDelivery, slotType: 'UNDEFINED', onTrolleyPage: false })?.text,
    ).toBe('To check out, please meet our £20.00 minimum spend');
  });

  it('shows the amount as money everywhere in the header: pence under £1', () => {
    const pennies = totals({ minimumSpendThresholdMet: false, collectionMinimumOrderValue: gbp(0.5) });
    expect(
      checkoutDisabledMessage({ trolleyTotals: pennies, slotType: 'GROCERY_COLLECTION', onTrolleyPage: false })?.text,
    ).toBe('To check out, please meet our 50p minimum spend');
  });

  it('says nothing for an entertaining-only collection, though checkout stays disabled', () => {
    const below = totals({ minimumSpendThresholdMet: false });
    const state = checkoutDisabledState({
      trolleyTotals: below,
      slotType: 'ENTERTAINING_COLLECTION',
      onTrolleyPage: false,
    });
    expect(state).toEqual({ disabled: true, reason: 'MINIMUM_SPEND' });
  });
});

describe('checkoutButtonTarget', () => {
  const base = {
    hardConflicts: 0,
    slotBooked: true,
    fromInterstitials: false,
    amending: false,
    instantCheckout: 'NOT_AMENDING' as const,
  };

  it('goes to the trolley while anything is unavailable, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (hard, slot, inter, amending) => {
          expect(
            checkoutButtonTarget({
              hardConflicts: hard,
              slotBooked: slot,
              fromInterstitials: inter,
              amending,
              instantCheckout: 'ALLOWED',
            }),
          ).toEqual({ kind: 'navigate', path: '/ecom/shop/trolley' });
        },
      ),
    );
  });

  it('goes to service selection without a slot', () => {
    expect(checkoutButtonTarget({ ...base, slotBooked: false })).toEqual({
      kind: 'navigate',
      path: '/ecom/serviceselection',
    });
  });

  it('goes to the interstitials, then from them to checkout', () => {
    expect(checkoutButtonTarget(base)).toEqual({ kind: 'navigate', path: '/ecom/beforeYouGo' });
    expect(checkoutButtonTarget({ ...base, fromInterstitials: true })).toEqual({
      kind: 'navigate',
      path: '/ecom/checkout',
    });
  });

  it('offers the instant checkout choice only when amending and allowed', () => {
    expect(checkoutButtonTarget({ ...base, amending: true, instantCheckout: 'ALLOWED' })).toEqual({
      kind: 'instant-checkout-choice',
      normalPath: '/ecom/beforeYouGo',
    });
    expect(checkoutButtonTarget({ ...base, amending: true, instantCheckout: 'NOT_AMENDING' }).kind).toBe('navigate');
    expect(checkoutButtonTarget({ ...base, amending: false, instantCheckout: 'ALLOWED' }).kind).toBe('navigate');
  });
});

describe('the query strings the header posts', () => {
  it('name the variables the spec gives', () => {
    expect(GET_TROLLEY_QUERY).toContain('$trolleyQueryOrderId: ID!');
    expect(GET_TROLLEY_QUERY).toContain('$orderQueryOrderId: String');
    expect(CANCEL_AMEND_ORDER_MUTATION).toContain('cancelAmendOrder(customerOrderId: $customerOrderId)');
  });

  it('parse a trolley result with no trolley', () => {
    expect(
      TrolleyQueryResult.parse({ trolley: null, failures: [], slotChangeable: true, instantCheckout: 'NOT_AMENDING' }),
    ).toEqual({ trolley: null, failures: [], slotChangeable: true, instantCheckout: 'NOT_AMENDING' });
  });
});
