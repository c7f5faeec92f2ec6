import { afterEach, describe, expect, it } from 'vitest';
import { NOT_INITIALISED } from '../../shopping/auth-state.ts';
import { createShoppingStore, SIGNED_OUT } from '../../shopping/testing/shopping-store.ts';
import {
  sampleAddress,
  sampleBranch,
  sampleContext,
  sampleReservation,
} from '../../shopping/testing/shopping-fixtures.ts';
import { slotViewAtom } from './slot-view.ts';

afterEach(() => {
  document.cookie = 'X-Has-Token-Session=; Max-Age=0; Path=/';
});

const viewOf = (store: ReturnType<typeof createShoppingStore>) => store.get(slotViewAtom).status;

describe('slotViewAtom: what the slot button shows', () => {
  it('passes the loaded states through', () => {
    const booked = {
      status: 'booked',
      reservation: sampleReservation(),
      address: sampleAddress(),
      branch: sampleBranch(),
    } as const;
    expect(createShoppingStore({ slot: booked }).get(slotViewAtom)).toEqual(booked);
    expect(viewOf(createShoppingStore({ slot: { status: 'none' } }))).toBe('none');
    expect(viewOf(createShoppingStore({ slot: { status: 'error' } }))).toBe('error');
    expect(viewOf(createShoppingStore({ slot: { status: 'loading' } }))).toBe('loading');
  });

  it('keeps a collection slot, which has no address, booked: not "no slot"', () => {
    for (const slotType of ['GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'] as const) {
      const collection = {
        status: 'booked',
        reservation: sampleReservation({ slotType, addressId: null }),
        address: null,
        branch: sampleBranch(),
      } as const;
      expect(createShoppingStore({ slot: collection }).get(slotViewAtom)).toEqual(collection);
    }
  });

  it('waits (loading) for a signed-in shopper whose slot has not been asked for yet', () => {
    expect(viewOf(createShoppingStore())).toBe('loading');
    expect(viewOf(createShoppingStore({ context: { status: 'loading' } }))).toBe('loading');
  });

  it('waits before the session has loaded when the token-session cookie says a shopper is signed in', () => {
    const promised = { ...NOT_INITIALISED, hasTokenSession: true };
    expect(viewOf(createShoppingStore({ auth: promised, context: { status: 'idle' } }))).toBe('loading');
  });

  it('offers "Book a slot" to a visitor at once, before the session has loaded', () => {
    expect(viewOf(createShoppingStore({ auth: NOT_INITIALISED, context: { status: 'idle' } }))).toBe('none');
  });

  it('offers "Book a slot" when signed out, or signed in with no order', () => {
    expect(viewOf(createShoppingStore({ auth: SIGNED_OUT }))).toBe('none');
    const noOrder = { status: 'loaded', context: sampleContext({ customerOrderId: '' }) } as const;
    expect(viewOf(createShoppingStore({ context: noOrder }))).toBe('none');
  });
});
