import { formatLondonDate, type OrderState, type SlotType } from '@grocer/shared-contracts/domain';
import { slotText } from './slot-text.ts';

/** An order's state as a shopper reads it. */
export const ORDER_STATE_TEXT: Readonly<Record<OrderState, string>> = {
  PENDING: 'Not placed yet',
  PLACED: 'Placed',
  AMENDING: 'Being amended',
  PAID: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  PICKED: 'Being prepared',
  FULFIL: 'On its way',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  REFUND_PENDING: 'Refund pending',
};

type SlotLike = { readonly slotType: SlotType; readonly startDateTime: string; readonly endDateTime: string };

/** "Delivery, Wednesday 25 November, 4pm to 5pm"; "No slot booked" without one. */
export function orderSlotText(slot: SlotLike | null | undefined): string {
  return slot ? slotText(slot) : 'No slot booked';
}

/** "Monday 5 March", or a dash for an order not placed yet. */
export function placedOnText(placedAt: string | null): string {
  return placedAt ? formatLondonDate(new Date(placedAt)) : '–';
}
