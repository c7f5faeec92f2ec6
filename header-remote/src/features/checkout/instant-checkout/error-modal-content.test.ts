import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ROUTES,
  PLACE_ORDER_ERROR_CATALOGUE,
  type PlaceOrderFailureKey,
} from '@grocer/shared-contracts/domain';
import { CALL_CUSTOMER_SERVICES_FALLBACK, errorModalContent } from './error-modal-content.ts';
import { previousSlot } from './testing/instant-checkout-fixtures.ts';

const content = (key: PlaceOrderFailureKey, extras = {}) => errorModalContent({ key, status: 409, ...extras });

describe('errorModalContent', () => {
  it('titles every modal with its catalogue message, word for word', () => {
    for (const key of Object.keys(PLACE_ORDER_ERROR_CATALOGUE) as PlaceOrderFailureKey[]) {
      expect(content(key).title).toBe(PLACE_ORDER_ERROR_CATALOGUE[key].message);
    }
  });

  it('puts the catalogue second line first in the body', () => {
    expect(content('TIMEOUT')).toEqual({
      title: "Sorry, there's been a problem",
      body: ['Please try again'],
      buttons: [{ kind: 'reload', label: 'Reload the page' }],
    });
    expect(content('ORDER_ORCHESTRATION_136').body).toEqual(['Order updated']);
  });

  it('shows the service message for ORDER_ORCHESTRATION_111, which names the number to call', () => {
    const message = 'Sorry, there was a problem with your account. Please call customer services on 0808 157 0192.';
    expect(content('ORDER_ORCHESTRATION_111', { serviceMessage: message }).body).toEqual([message]);
    expect(content('ORDER_ORCHESTRATION_111', { serviceMessage: '  ' }).body).toEqual([
      CALL_CUSTOMER_SERVICES_FALLBACK,
    ]);
  });

  it('names the previous slot for ORDER_ORCHESTRATION_058, with both ways forward', () => {
    const modal = content('ORDER_ORCHESTRATION_058', { previousSlot: previousSlot() });
    expect(modal.body).toEqual(['Your previous slot, Thursday 5 March, 9am to 10am, is still held for this order.']);
    expect(modal.buttons).toEqual([
      { kind: 'keep-previous-slot', label: 'Keep my previous slot' },
      { kind: 'navigate', label: 'Choose a new slot', path: CHECKOUT_ROUTES.serviceSelection },
    ]);
    expect(content('ORDER_ORCHESTRATION_058').body).toEqual(['Your previous slot is still held for this order.']);
  });

  it('offers promo codes at checkout, or cancelling to the trolley, for ORDER_ORCHESTRATION_091', () => {
    expect(content('ORDER_ORCHESTRATION_091').buttons).toEqual([
      { kind: 'navigate', label: 'Review promo codes', path: '/ecom/checkout#checkoutPromoCodes' },
      { kind: 'navigate', label: 'Cancel', path: '/ecom/shop/trolley' },
    ]);
  });

  it("goes where each catalogue entry's action says", () => {
    for (const key of Object.keys(PLACE_ORDER_ERROR_CATALOGUE) as PlaceOrderFailureKey[]) {
      const entry = PLACE_ORDER_ERROR_CATALOGUE[key];
      const [first] = content(key).buttons;
      if (entry.action === 'RELOAD') expect(first.kind).toBe('reload');
      else if (entry.action === 'KEEP_PREVIOUS_SLOT_OR_CHOOSE_NEW') expect(first.kind).toBe('keep-previous-slot');
      else expect(first).toMatchObject({ kind: 'navigate', path: entry.path });
    }
  });
});
