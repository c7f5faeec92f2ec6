import { atom } from 'jotai';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { shoppingContextAtom, slotStateAtom, type BookedSlot } from '../../shopping/shopping-state.ts';

/** What the slot button shows: one of four finite states (spec section 3, "header slot state"). */
export type SlotView = { readonly status: 'none' | 'loading' | 'error' } | ({ readonly status: 'booked' } & BookedSlot);

/**
 * The slot state as the button shows it. 'idle' means nothing was asked yet:
 * for a shopper who looks signed in a slot is on its way, so the button waits
 * (no "Book a slot" that turns into a date a moment later); for anyone else,
 * or a signed-in shopper with no order, there is no slot to show.
 */
export const slotViewAtom = atom((get): SlotView => {
  const slot = get(slotStateAtom);
  if (slot.status === 'booked') return slot;
  if (slot.status !== 'idle') return { status: slot.status };
  const auth = get(authStateAtom);
  // Before the session has loaded, the token-session cookie (auth.hasTokenSession) tells a shopper from a visitor.
  if (auth.initialised ? !auth.isLoggedIn : !auth.hasTokenSession) return { status: 'none' };
  const context = get(shoppingContextAtom);
  if (context.status === 'loaded' && context.context.customerOrderId === '') return { status: 'none' };
  return { status: 'loading' };
});
