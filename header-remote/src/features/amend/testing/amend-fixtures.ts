import type { SlotReservation } from '@grocer/shared-contracts/domain';
import {
  sampleAddress,
  sampleBranch,
  sampleReservation,
  sampleTrolleyResult,
  loadedTrolley,
} from '../../../shopping/testing/shopping-fixtures.ts';
import { createShoppingStore } from '../../../shopping/testing/shopping-store.ts';
import type { SlotState, TrolleyState } from '../../../shopping/shopping-state.ts';

export type AmendingStoreOptions = {
  readonly amending?: boolean;
  readonly containsEntertainingLines?: boolean;
  /** The slot's facts; `null` for no slot booked. */
  readonly reservation?: Partial<SlotReservation> | null;
};

export const amendingTrolley = ({
  amending = true,
  containsEntertainingLines = false,
}: AmendingStoreOptions = {}): TrolleyState =>
  loadedTrolley(sampleTrolleyResult({ amending, instantCheckout: amending ? 'ALLOWED' : 'NOT_AMENDING' }), {
    containsEntertainingLines,
  });

export const bookedSlot = (reservation: Partial<SlotReservation> = {}): SlotState => ({
  status: 'booked',
  reservation: sampleReservation(reservation),
  address: sampleAddress(),
  branch: sampleBranch(),
});

/** A signed-in shopper's store: by default amending an order whose delivery slot is booked. */
export function amendingStore(options: AmendingStoreOptions = {}) {
  const { reservation = {} } = options;
  return createShoppingStore({
    trolley: amendingTrolley(options),
    slot: reservation === null ? { status: 'none' } : bookedSlot(reservation),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant `days` days after `now`, at `utcHour`:00 UTC. */
export function daysFromNow(now: Date, days: number, utcHour: number): string {
  const day = new Date(now.getTime() + days * DAY_MS);
  day.setUTCHours(utcHour, 0, 0, 0);
  return day.toISOString();
}

/** The next 22 December whose 15 December cut-off is still ahead of `now`. */
export function nextChristmasSlotStart(now: Date): string {
  const year = now.getTime() < Date.UTC(now.getUTCFullYear(), 11, 15) ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  return new Date(Date.UTC(year, 11, 22, 10)).toISOString();
}
