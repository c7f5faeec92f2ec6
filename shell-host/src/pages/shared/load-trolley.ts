import type { SlotReservation, TrolleyQueryResult } from '@grocer/shared-contracts/domain';
import type { SignedInCall } from '../../api/service-call.ts';
import { getBookingContext } from '../../api/slots-reservations.ts';
import { getTrolley } from '../../api/trolley.ts';

export type LoadedTrolley = {
  /** '' when the shopper has no open order: nothing in the trolley, nothing to change. */
  readonly customerOrderId: string;
  /** The order's current slot (selectCurrentReservation), if any. */
  readonly reservation: SlotReservation | undefined;
  /** Null without an open order. */
  readonly result: TrolleyQueryResult | null;
};

/** The shopper's open order, its current slot and its trolley: what the trolley and before-you-go pages show. */
export async function loadTrolley(call: SignedInCall, now: Date): Promise<LoadedTrolley> {
  const { customerOrderId, reservation } = await getBookingContext(call, now);
  if (customerOrderId === '') return { customerOrderId, reservation: undefined, result: null };
  const result = await getTrolley(call, customerOrderId);
  return { customerOrderId, reservation, result };
}
