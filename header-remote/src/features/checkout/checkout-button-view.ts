import {
  CHECKOUT_ROUTES,
  checkoutButtonTarget,
  checkoutDisabledState,
  type CheckoutButtonTarget,
  type CheckoutDisabledState,
} from '@grocer/shared-contracts/domain';
import { isSignedInDisplay, type AuthState } from '../../shopping/auth-state.ts';
import type { ShoppingContextState, SlotState, TrolleyState } from '../../shopping/shopping-state.ts';

/**
 * What the checkout button is, as one finite state:
 * - `hidden`: signed out (a guest has no trolley to check out: it belongs to an order);
 * - `waiting`: the trolley or the slot is loading, or a page is changing the trolley;
 * - `ready`: where a press goes, and whether (and why) it is disabled.
 */
export type CheckoutButtonView =
  | { readonly status: 'hidden' | 'waiting' }
  | { readonly status: 'ready'; readonly target: CheckoutButtonTarget; readonly disabled: CheckoutDisabledState };

export type CheckoutButtonInputs = {
  readonly auth: AuthState;
  readonly context: ShoppingContextState;
  readonly trolley: TrolleyState;
  readonly slot: SlotState;
  /** The page's path: hard conflicts disable the button on the trolley page; the interstitials lead to checkout. */
  readonly path: string;
};

const ENABLED: CheckoutDisabledState = { disabled: false };

function isLoading(orderId: string, state: { readonly status: string }): boolean {
  // Idle with an order means its load has not started yet; with none, there is nothing to load.
  return state.status === 'loading' || (state.status === 'idle' && orderId !== '');
}

/** "/ecom/shop/trolley/" is the trolley page too. */
const samePath = (path: string, route: string) => (path.replace(/(?<!\/)\/+$/, '') || '/') === route;

export function checkoutButtonView({ auth, context, trolley, slot, path }: CheckoutButtonInputs): CheckoutButtonView {
  if (!isSignedInDisplay(auth)) return { status: 'hidden' };
  if (!auth.initialised || context.status !== 'loaded') return { status: 'waiting' };
  const orderId = context.context.customerOrderId;
  if (isLoading(orderId, trolley) || isLoading(orderId, slot)) return { status: 'waiting' };
  if (trolley.status === 'loaded' && trolley.updating) return { status: 'waiting' };

  // Spec section 4: a slot, address or branch failure means not booked.
  const slotBooked = slot.status === 'booked';
  const loaded = trolley.status === 'loaded' ? trolley.summary : null;
  const totals = loaded?.totals;
  const target = checkoutButtonTarget({
    hardConflicts: totals?.trolleyItemCounts.hardConflicts ?? 0,
    slotBooked,
    fromInterstitials: samePath(path, CHECKOUT_ROUTES.beforeYouGo),
    amending: loaded?.amendingOrder ?? false,
    instantCheckout: loaded?.instantCheckout ?? 'NOT_AMENDING',
  });
  // Without totals (a failed or empty answer) nothing is known to stop the shopper: the next page checks again.
  const disabled = totals
    ? checkoutDisabledState({
        onTrolleyPage: samePath(path, CHECKOUT_ROUTES.trolley),
        slotType: slotBooked ? slot.reservation.slotType : undefined,
        trolleyTotals: totals,
      })
    : ENABLED;
  return { status: 'ready', target, disabled };
}
