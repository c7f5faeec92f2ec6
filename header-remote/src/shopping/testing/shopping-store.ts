import { createStore } from 'jotai';
import type { DeliveryPassStatus } from '@grocer/shared-contracts/domain';
import { sessionCheckedAtom, SIGNED_OUT, type AuthState } from '../auth-state.ts';
import { deliveryPassStatusLoadedAtom } from '../delivery-pass-state.ts';
import {
  shoppingStateRestoredAtom,
  type ShoppingContextState,
  type SlotState,
  type TrolleyState,
} from '../shopping-state.ts';
import { sampleContext, sampleTokenSession } from './shopping-fixtures.ts';

export type ShoppingStoreState = {
  readonly auth?: AuthState;
  readonly context?: ShoppingContextState;
  readonly trolley?: TrolleyState;
  readonly slot?: SlotState;
  /** As the shopper's state brings it; UNKNOWN (no Delivery Pass link) unless given. */
  readonly deliveryPass?: DeliveryPassStatus;
};

export const SIGNED_IN: AuthState = Object.freeze({
  initialised: true,
  isLoggedIn: true,
  hasTokenSession: true,
  customerId: 'C-1101',
  token: sampleTokenSession().token,
  isSignedOnAsCustomer: false,
  error: null,
});

/**
 * A store already holding a state, for stories and component tests that show
 * one state without the network (the header's own loading is then not started:
 * render without <ShoppingStateLoader/>).
 */
export function createShoppingStore({
  auth = SIGNED_IN,
  context,
  trolley,
  slot,
  deliveryPass,
}: ShoppingStoreState = {}) {
  const store = createStore();
  store.set(sessionCheckedAtom, auth);
  store.set(shoppingStateRestoredAtom, {
    context: context ?? (auth.isLoggedIn ? { status: 'loaded', context: sampleContext() } : { status: 'idle' }),
    ...(trolley ? { trolley } : {}),
    ...(slot ? { slot } : {}),
  });
  if (deliveryPass) store.set(deliveryPassStatusLoadedAtom, deliveryPass);
  return store;
}

export { SIGNED_OUT };
