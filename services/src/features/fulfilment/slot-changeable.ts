import type { OrderState } from '@grocer/shared-contracts/domain';

/**
 * Order states in which the slot is fixed: the shopping is being picked or
 * delivered (PICKED, FULFIL), or the order is over (COMPLETED, REFUND_PENDING,
 * CANCELLED).
 */
export const SLOT_FIXED_ORDER_STATES = [
  'PICKED',
  'FULFIL',
  'COMPLETED',
  'REFUND_PENDING',
  'CANCELLED',
] as const satisfies readonly OrderState[];

/** Spec section 8's warning, used as the 409 message when the items are being prepared. */
export const BEING_PREPARED_MESSAGE =
  'Your order contains items currently being prepared. We are unable to change the delivery/collection time or cancel the order.';

export type SlotChangeability =
  | { readonly changeable: true }
  | { readonly changeable: false; readonly reason: 'being_prepared' | 'cutoff_passed'; readonly message: string };

/**
 * Whether an order's slot may still be changed or cancelled (`slotChangeable`
 * in the trolley, and the slot routes): not once picking has started, not once
 * the branch has started preparing items ahead (entertaining dishes, which an
 * order being amended can reach too), and not after the amend cut-off of the
 * slot the placed order is booked on (its CONFIRMED reservation). A PENDING
 * order has no CONFIRMED reservation, so only its state matters. The one rule
 * for both the trolley and the slot routes, so they never disagree.
 */
export function slotChangeability(
  orderState: OrderState,
  confirmedCutoff: Date | null | undefined,
  now: Date,
  preparationStarted = false,
): SlotChangeability {
  if (preparationStarted || (SLOT_FIXED_ORDER_STATES as readonly string[]).includes(orderState)) {
    return { changeable: false, reason: 'being_prepared', message: BEING_PREPARED_MESSAGE };
  }
  if (confirmedCutoff && now.getTime() >= confirmedCutoff.getTime()) {
    return {
      changeable: false,
      reason: 'cutoff_passed',
      message: 'The time to amend this order has passed, so its delivery/collection slot can no longer change.',
    };
  }
  return { changeable: true };
}
