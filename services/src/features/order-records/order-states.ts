import type { InstantCheckoutStatus, OrderState } from '@grocer/shared-contracts/domain';
import { slotChangeability } from '../fulfilment/slot-changeable.ts';

/** States whose trolley the shopper may change: still being built, or being amended. */
export const TROLLEY_EDITABLE_STATES = ['PENDING', 'AMENDING'] as const satisfies readonly OrderState[];

/**
 * Every move an order can make (spec section 3's states). The shopper places,
 * amends and cancels an amend, and resolves a failed payment; the branch picks,
 * sends out and completes; the payment taken for a placed order can fail.
 */
export const ORDER_TRANSITIONS = {
  place: { from: ['PENDING', 'AMENDING'], to: 'PLACED' },
  amend: { from: ['PLACED'], to: 'AMENDING' },
  cancelAmend: { from: ['AMENDING'], to: 'PLACED' },
  pick: { from: ['PLACED'], to: 'PICKED' },
  dispatch: { from: ['PICKED'], to: 'FULFIL' },
  complete: { from: ['FULFIL'], to: 'COMPLETED' },
  // The card payment taken for a placed order was declined; the shopper resolves it (orders/payments.ts).
  failPayment: { from: ['PLACED'], to: 'PAYMENT_FAILED' },
  resolvePayment: { from: ['PAYMENT_FAILED'], to: 'PLACED' },
} as const satisfies Record<string, { from: readonly OrderState[]; to: OrderState }>;
export type OrderEvent = keyof typeof ORDER_TRANSITIONS;

export function canTransition(event: OrderEvent, state: OrderState): boolean {
  return (ORDER_TRANSITIONS[event].from as readonly OrderState[]).includes(state);
}

export const isTrolleyEditable = (state: OrderState): boolean =>
  (TROLLEY_EDITABLE_STATES as readonly OrderState[]).includes(state);

/** The fulfilment service's rule (`slotChangeability`), as the trolley reports it. */
export function isSlotChangeable(input: {
  readonly state: OrderState;
  readonly preparationStarted: boolean;
  readonly confirmedCutoff: Date | undefined;
  readonly now: Date;
}): boolean {
  return slotChangeability(input.state, input.confirmedCutoff, input.now, input.preparationStarted).changeable;
}

/** Instant checkout is offered only while amending (spec section 3). */
export const instantCheckoutStatus = (state: OrderState): InstantCheckoutStatus =>
  state === 'AMENDING' ? 'ALLOWED' : 'NOT_AMENDING';

/**
 * Why a PLACED order cannot be amended now, or undefined when it can: the
 * branch has started on it, or the slot's amend cut-off has passed.
 */
export function amendRefusal(input: {
  readonly state: OrderState;
  readonly preparationStarted: boolean;
  readonly amendCutoff: Date | undefined;
  readonly now: Date;
}): string | undefined {
  if (input.state === 'AMENDING') return 'This order is already being amended.';
  if (!canTransition('amend', input.state)) return `An order that is ${input.state} cannot be amended.`;
  if (input.preparationStarted) return 'The branch has started preparing this order, so it can no longer be amended.';
  if (input.amendCutoff !== undefined && input.now.getTime() >= input.amendCutoff.getTime()) {
    return 'The amend cut-off for this order has passed.';
  }
  return undefined;
}
