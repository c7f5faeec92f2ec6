import {
  SlotReservation,
  SlotReservationsResponse,
  selectCurrentReservation,
  type ReserveSlotRequest,
} from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';
import type { SignedInCall as Call } from './service-call.ts';
import { getShoppingContext } from './shopping-context.ts';

export type BookingContext = {
  /** The order a booked slot is for: the trolley being built, or the order being amended. */
  readonly customerOrderId: string;
  readonly defaultBranchId: string;
  /** The order's current slot (spec section 4), if it has one. */
  readonly reservation: SlotReservation | undefined;
};

/**
 * The shopper's open order and its current slot: GET /v1/shopping-context,
 * then GET /slot-reservations for that order. An order id of '' means the
 * shopper has no open order, so there is nothing to book for.
 */
export async function getBookingContext({ servicesUrl, token, signal }: Call, now: Date): Promise<BookingContext> {
  const context = await getShoppingContext({ servicesUrl, token, signal });
  if (context.customerOrderId === '') {
    return { customerOrderId: '', defaultBranchId: context.defaultBranchId, reservation: undefined };
  }
  const path = `/slot-reservations?${new URLSearchParams({ customerOrderId: context.customerOrderId })}`;
  const { slotReservations } = await callService(SlotReservationsResponse, { servicesUrl, path, token, signal });
  return {
    customerOrderId: context.customerOrderId,
    defaultBranchId: context.defaultBranchId,
    reservation: selectCurrentReservation(slotReservations, now),
  };
}

/** POST /slot-reservations: holds the slot for the order (and gives up the order's previous hold). */
export function reserveSlot({ servicesUrl, token }: Call, request: ReserveSlotRequest): Promise<SlotReservation> {
  return callService(SlotReservation, {
    servicesUrl,
    path: '/slot-reservations',
    method: 'POST',
    token,
    body: request,
  });
}
