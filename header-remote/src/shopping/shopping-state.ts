import { atom } from 'jotai';
import type {
  Address,
  Branch,
  ShoppingContext,
  SlotReservation,
  TrolleyItem,
  TrolleySummary,
} from '@grocer/shared-contracts/domain';

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
      /** What the header draws: the count, the totals, the amend and checkout flags. */
      readonly summary: TrolleySummary;
      /**
       * The lines, when the browser loaded the whole trolley (GraphQL); null when only the
       * summary is known (the server's, decision 029). Personalisation and instant checkout read them.
       */
      readonly lines: readonly TrolleyItem[] | null;
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

/*
 * The state changes through named actions, never whole-state setters: what happened, not what
 * to write. Each says which states it may lead to.
 */

/** The shopping context is being asked for. */
export const shoppingContextLoadStartedAtom = atom(null, (_get, set) => set(contextBaseAtom, { status: 'loading' }));
/** The shopping context arrived (or, after a failure, its empty defaults: spec section 8). */
export const shoppingContextLoadedAtom = atom(null, (_get, set, context: ShoppingContext) =>
  set(contextBaseAtom, { status: 'loaded', context }),
);

/** There is no trolley to load: signed out, or no order yet. */
export const trolleyNotNeededAtom = atom(null, (_get, set) => set(trolleyBaseAtom, { status: 'idle' }));
/** The trolley is being asked for; a refresh keeps the totals on screen until the new ones arrive. */
export const trolleyLoadStartedAtom = atom(null, (get, set) => {
  if (get(trolleyBaseAtom).status !== 'loaded') set(trolleyBaseAtom, { status: 'loading' });
});
/** The trolley call answered: the trolley, or the error the header shows as "Trolley". */
export const trolleyAnsweredAtom = atom(
  null,
  (_get, set, answer: Extract<TrolleyState, { status: 'loaded' } | { status: 'error' }>) =>
    set(trolleyBaseAtom, answer),
);
/** A page started changing the trolley (spec section 4: started_trolley_update shows loading). */
export const pageTrolleyUpdateStartedAtom = atom(null, (get, set) => {
  const current = get(trolleyBaseAtom);
  if (current.status === 'loaded') set(trolleyBaseAtom, { ...current, updating: true });
});

/** There is no slot to load: signed out, or no order yet. */
export const slotNotNeededAtom = atom(null, (_get, set) => set(slotBaseAtom, { status: 'idle' }));
export const slotLoadStartedAtom = atom(null, (_get, set) => set(slotBaseAtom, { status: 'loading' }));
/** The slot calls answered: booked, none, or the error the slot button shows as "Slot". */
export const slotAnsweredAtom = atom(
  null,
  (_get, set, answer: Exclude<SlotState, { status: 'idle' } | { status: 'loading' }>) => set(slotBaseAtom, answer),
);

/**
 * A known state taken over whole: what the server rendered with (initial-state.ts), so the
 * browser's first render is the server's, or what a story or test shows.
 */
export const shoppingStateRestoredAtom = atom(
  null,
  (
    _get,
    set,
    state: { readonly context?: ShoppingContextState; readonly trolley?: TrolleyState; readonly slot?: SlotState },
  ) => {
    if (state.context) set(contextBaseAtom, state.context);
    if (state.trolley) set(trolleyBaseAtom, state.trolley);
    if (state.slot) set(slotBaseAtom, state.slot);
  },
);
