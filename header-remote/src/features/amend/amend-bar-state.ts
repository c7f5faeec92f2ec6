import { atom } from 'jotai';
import type { AmendNoticeInput } from '@grocer/shared-contracts/domain';
import { customerOrderIdAtom, slotStateAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';

/** What the amend bar needs to show itself: the order being amended and its slot's facts. */
export type AmendingOrder = {
  readonly customerOrderId: string;
  readonly notice: AmendNoticeInput;
};

/**
 * Spec section 4: the pin bar shows when the trolley is amending and a slot
 * exists (the feature flag is the caller's). Null otherwise, including while
 * either is still loading or failed to load.
 */
export const amendingOrderAtom = atom<AmendingOrder | null>((get) => {
  const trolley = get(trolleyStateAtom);
  const slot = get(slotStateAtom);
  if (trolley.status !== 'loaded' || !trolley.summary.amendingOrder) return null;
  if (slot.status !== 'booked') return null;
  const { slotType, startDateTime, amendOrderCutoffDateTime } = slot.reservation;
  return {
    customerOrderId: get(customerOrderIdAtom),
    notice: {
      slotType,
      startDateTime,
      amendOrderCutoffDateTime,
      containsEntertainingLines: trolley.summary.containsEntertainingLines,
    },
  };
});
