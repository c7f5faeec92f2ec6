import type { SlotType, TrolleyQueryResult, TrolleyTotals } from '@grocer/shared-contracts/domain';
import type { SlotState, TrolleyState } from '../../../shopping/shopping-state.ts';
import {
  sampleAddress,
  sampleBranch,
  sampleReservation,
  sampleTrolleyResult,
  loadedTrolley as fromResult,
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
): Extract<TrolleyState, { status: 'loaded' }> => fromResult(sampleTrolleyResult(options), { updating });

export const withHardConflicts = loadedTrolley({
  totals: { trolleyItemCounts: { hardConflicts: 2, softConflicts: 0, noConflicts: 3 } },
});

/** A whole trolley below the minimum spend, as the services answer it. */
export const belowMinimumResult = sampleTrolleyResult({ totals: { minimumSpendThresholdMet: false } });
export const belowMinimum = fromResult(belowMinimumResult);

export const amendingWithInstantCheckout = loadedTrolley({ amending: true, instantCheckout: 'ALLOWED' });
