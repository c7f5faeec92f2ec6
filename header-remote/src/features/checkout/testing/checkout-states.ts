import type { SlotType, TrolleyQueryResult, TrolleyTotals } from '@grocer/shared-contracts';
import type { SlotState, TrolleyState } from '../../../shopping/shopping-state.ts';
import {
  sampleAddress,
  sampleBranch,
  sampleReservation,
  sampleTrolleyResult,
} from '../../../shopping/testing/shopping-fixtures.ts';

/** The shopper states the checkout button's tests and stories start from (no network). */
export const bookedSlot = (slotType: SlotType = 'DELIVERY'): SlotState => ({
  status: 'booked',
  reservation: sampleReservation({ slotType }),
  address: slotType === 'DELIVERY' ? sampleAddress() : null,
  branch: sampleBranch(),
});

export const loadedTrolley = (
  options: {
    totals?: Partial<TrolleyTotals>;
    amending?: boolean;
    instantCheckout?: TrolleyQueryResult['instantCheckout'];
  } = {},
  updating = false,
): Extract<TrolleyState, { status: 'loaded' }> => ({
  status: 'loaded',
  result: sampleTrolleyResult(options),
  containsEntertainingLines: false,
  updating,
});

export const withHardConflicts = loadedTrolley({
  totals: { trolleyItemCounts: { hardConflicts: 2, softConflicts: 0, noConflicts: 3 } },
});

export const belowMinimum = loadedTrolley({ totals: { minimumSpendThresholdMet: false } });

export const amendingWithInstantCheckout = loadedTrolley({ amending: true, instantCheckout: 'ALLOWED' });
