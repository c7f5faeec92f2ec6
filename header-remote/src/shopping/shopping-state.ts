import { atom } from 'jotai';
import type { Address, Branch, ShoppingContext, SlotReservation, TrolleyQueryResult } from '@grocer/shared-contracts';

/**
 * What the header knows about the shopper's order, trolley and slot. Finite
 * states as strings; each piece degrades on its own (spec section 8).
 */
export type ShoppingContextState =
  | { readonly status: 'idle' | 'loading' }
  /** Loaded, or the empty defaults after a failure (spec section 8). */
  | { readonly status: 'loaded'; readonly context: ShoppingContext };

export type TrolleyState =
  /** Nothing to load: signed out, or no order yet. */
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded';
      readonly result: TrolleyQueryResult;
      readonly containsEntertainingLines: boolean;
      /** A page is changing the trolley (between started_ and finished_trolley_update). */
      readonly updating: boolean;
    }
  | { readonly status: 'error'; readonly message: string };

export type BookedSlot = {
  readonly reservation: SlotReservation;
  /** The delivery address, when the reservation has one. */
  readonly address: Address | null;
  readonly branch: Branch;
};

export type SlotState =
  { readonly status: 'idle' | 'loading' | 'none' | 'error' } | ({ readonly status: 'booked' } & BookedSlot);

const contextBaseAtom = atom<ShoppingContextState>({ status: 'idle' });
const trolleyBaseAtom = atom<TrolleyState>({ status: 'idle' });
const slotBaseAtom = atom<SlotState>({ status: 'idle' });

export const shoppingContextAtom = atom((get) => get(contextBaseAtom));
export const trolleyStateAtom = atom((get) => get(trolleyBaseAtom));
export const slotStateAtom = atom((get) => get(slotBaseAtom));

/** The shopper's current order id, '' when there is none (signed out or not loaded). */
export const customerOrderIdAtom = atom((get) => {
  const state = get(contextBaseAtom);
  return state.status === 'loaded' ? state.context.customerOrderId : '';
});

export const setShoppingContextAtom = atom(null, (_get, set, next: ShoppingContextState) => set(contextBaseAtom, next));
export const setTrolleyStateAtom = atom(null, (_get, set, next: TrolleyState) => set(trolleyBaseAtom, next));
export const setSlotStateAtom = atom(null, (_get, set, next: SlotState) => set(slotBaseAtom, next));

/** Marks the trolley as being changed by a page (spec section 4: the events toggle loading). */
export const setTrolleyUpdatingAtom = atom(null, (get, set, updating: boolean) => {
  const current = get(trolleyBaseAtom);
  if (current.status === 'loaded') set(trolleyBaseAtom, { ...current, updating });
});
