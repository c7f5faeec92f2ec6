import type { BookableSlotType } from '@grocer/shared-contracts';
import { addDays, type LocalDate, londonDateOf, londonInstant } from './london-time.ts';

/** Deliveries and grocery collections can be amended until 11:30pm (London) the day before. */
export const STANDARD_CUTOFF_TIME = '23:30';

/**
 * Entertaining dishes are made to order: the cut-off is the slot start less
 * the longest notice among the order's items. Without item details (a slot
 * on the slot page), the usual 48 hours.
 */
export const DEFAULT_ENTERTAINING_NOTICE_HOURS = 48;

/** Spec section 5: entertaining slots starting 20–24 December (London)... */
const CHRISTMAS_FIRST_DAY = 20;
const CHRISTMAS_LAST_DAY = 24;
/** ...cut off at midnight (00:00 London) on 15 December. */
const CHRISTMAS_CUTOFF_DAY = 15;

export type CutoffSlot = { readonly slotType: BookableSlotType; readonly startDateTime: Date };

/** The Christmas deadline for an entertaining slot starting in the window, else undefined. */
export function christmasCutoff(startDateTime: Date): Date | undefined {
  const [year, month, day] = londonDateOf(startDateTime).split('-').map(Number);
  if (month !== 12 || day === undefined || day < CHRISTMAS_FIRST_DAY || day > CHRISTMAS_LAST_DAY) return undefined;
  return londonInstant(`${year}-12-${CHRISTMAS_CUTOFF_DAY}`, '00:00');
}

/**
 * When an order with this slot can last be amended (`amendOrderCutoffDateTime`).
 * The same instant closes the slot to new bookings: a slot booked after it
 * could never be amended.
 */
export function amendOrderCutoff(slot: CutoffSlot, noticeHours = DEFAULT_ENTERTAINING_NOTICE_HOURS): Date {
  if (slot.slotType === 'ENTERTAINING_COLLECTION') {
    const byNotice = new Date(slot.startDateTime.getTime() - noticeHours * 60 * 60 * 1000);
    const christmas = christmasCutoff(slot.startDateTime);
    // Christmas is a latest date: an item needing even longer notice still wins.
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
