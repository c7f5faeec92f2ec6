import { type BookableSlotType, christmasAmendCutoff } from '@grocer/shared-contracts/domain';
import { addDays, type LocalDate, londonDateOf, londonInstant } from './london-time.ts';

/** Deliveries and grocery collections can be amended until 11:30pm (London) the day before. */
export const STANDARD_CUTOFF_TIME = '23:30';

/**
 * Entertaining dishes are made to order: the cut-off is the slot start less
 * the longest notice among the order's items. Without item details (a slot
 * on the slot page), the usual 48 hours.
 */
export const DEFAULT_ENTERTAINING_NOTICE_HOURS = 48;

export type CutoffSlot = { readonly slotType: BookableSlotType; readonly startDateTime: Date };

/**
 * When an order with this slot can last be amended (`amendOrderCutoffDateTime`).
 * The same instant closes the slot to new bookings: a slot booked after it
 * could never be amended.
 */
export function amendOrderCutoff(slot: CutoffSlot, noticeHours = DEFAULT_ENTERTAINING_NOTICE_HOURS): Date {
  if (slot.slotType === 'ENTERTAINING_COLLECTION') {
    const byNotice = new Date(slot.startDateTime.getTime() - noticeHours * 60 * 60 * 1000);
    // The contracts' rule, which the header's amend bar applies too (spec section 5). It is a
    // latest date: an item needing even longer notice still wins.
    const christmas = christmasAmendCutoff(slot);
    return christmas !== undefined && christmas < byNotice ? christmas : byNotice;
  }
  return standardCutoff(londonDateOf(slot.startDateTime));
}

/**
 * The standard cut-off of each slot date, worked out once: a week's slot listing has a hundred
 * slots on seven dates, and the time-zone arithmetic was most of its cost (decision 019). A pure
 * function of the date, so the memo is never stale; bounded, as dates keep coming.
 */
const standardCutoffs = new Map<LocalDate, number>();

function standardCutoff(slotDate: LocalDate): Date {
  let cutoff = standardCutoffs.get(slotDate);
  if (cutoff === undefined) {
    if (standardCutoffs.size >= 1000) standardCutoffs.clear();
    cutoff = londonInstant(addDays(slotDate, -1), STANDARD_CUTOFF_TIME).getTime();
    standardCutoffs.set(slotDate, cutoff);
  }
  return new Date(cutoff);
}
