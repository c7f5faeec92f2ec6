import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InstantCheckoutBeacon,
  PLACE_ORDER_ERROR_CATALOGUE,
  PLACE_ORDER_ERROR_CODES,
  PlaceOrderError,
  PlaceOrderRequest,
  placeOrderFailureKey,
} from './orders.ts';

describe('placeOrderFailureKey', () => {
  it('keeps every catalogue code', () => {
    for (const code of PLACE_ORDER_ERROR_CODES) expect(placeOrderFailureKey({ code })).toBe(code);
  });

  it('turns a code-less failure into TIMEOUT on timeout, otherwise UNKNOWN_ERROR', () => {
    expect(placeOrderFailureKey({ timedOut: true })).toBe('TIMEOUT');
    expect(placeOrderFailureKey({})).toBe('UNKNOWN_ERROR');
    expect(placeOrderFailureKey({ code: null, timedOut: false })).toBe('UNKNOWN_ERROR');
  });

  it('treats any code outside the catalogue as UNKNOWN_ERROR', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (code, timedOut) => {
        fc.pre(!(PLACE_ORDER_ERROR_CODES as readonly string[]).includes(code));
        expect(placeOrderFailureKey({ code, timedOut })).toBe('UNKNOWN_ERROR');
      }),
    );
  });
});

describe('PLACE_ORDER_ERROR_CATALOGUE', () => {
  it('has the spec texts', () => {
    expect(PLACE_ORDER_ERROR_CATALOGUE.ORDER_ORCHESTRATION_017.message).toBe('You still need to book a slot');
    expect(PLACE_ORDER_ERROR_CATALOGUE.ORDER_ORCHESTRATION_029.message).toBe("Sorry, you've been timed out");
    expect(PLACE_ORDER_ERROR_CATALOGUE.ORDER_ORCHESTRATION_058.message).toBe(
      'Sorry, the new slot you requested is unavailable',
    );
    expect(PLACE_ORDER_ERROR_CATALOGUE.ORDER_ORCHESTRATION_127.message).toBe('Sorry, please use standard checkout');
    expect(PLACE_ORDER_ERROR_CATALOGUE.TIMEOUT).toEqual({
      message: "Sorry, there's been a problem",
      detail: 'Please try again',
      action: 'RELOAD',
    });
    expect(PLACE_ORDER_ERROR_CATALOGUE.UNKNOWN_ERROR).toEqual(PLACE_ORDER_ERROR_CATALOGUE.TIMEOUT);
  });

  it('has an entry for every code', () => {
    for (const code of PLACE_ORDER_ERROR_CODES) expect(PLACE_ORDER_ERROR_CATALOGUE[code].message).not.toBe('');
  });
});

describe('request and error bodies', () => {
  it('accepts a plain or instant place request, and nothing else', () => {
    expect(PlaceOrderRequest.safeParse({ event: 'PLACE' }).success).toBe(true);
    expect(PlaceOrderRequest.safeParse({ event: 'PLACE', orderOptions: { instantCheckout: true } }).success).toBe(true);
    expect(PlaceOrderRequest.safeParse({ event: 'AMEND' }).success).toBe(false);
  });

  it('refuses an error code outside the catalogue', () => {
    expect(
      PlaceOrderError.safeParse({ error: 'conflict', message: 'x', code: 'ORDER_ORCHESTRATION_999' }).success,
    ).toBe(false);
  });

  it('bounds the beacon', () => {
    const beacon = {
      customerOrderId: '9100001',
      branchId: '651',
      deliveryChargeAmount: 4.5,
      slotType: 'DELIVERY',
      instantCheckoutTrolleyItems: [{ lineNumber: '512345', totalPrice: 3.2, quantity: 2, quantityDelta: 1 }],
    };
    expect(InstantCheckoutBeacon.parse(beacon)).toEqual(beacon);
    expect(InstantCheckoutBeacon.safeParse({ ...beacon, deliveryChargeAmount: -1 }).success).toBe(false);
  });
});
