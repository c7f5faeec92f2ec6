import { formatLondonDate, formatLondonTime, type Slot, type SlotType } from '@grocer/shared-contracts/domain';

type SlotTimes = Pick<Slot, 'startDateTime' | 'endDateTime'>;

/**
 * A slot's service in words, as spec section 2's service choices name them.
 * A GROCERY_COLLECTION slot is the groceries-and-entertaining collection (decision 005).
 */
export function serviceName(slotType: SlotType): string {
  switch (slotType) {
    case 'DELIVERY':
    case 'DELIVERY_SERVICE':
      return 'Delivery';
    case 'ENTERTAINING_COLLECTION':
      return 'Entertaining collection';
    case 'GROCERY_COLLECTION':
      return 'Groceries and Entertaining collection';
    default:
      return 'Slot';
  }
}

/** "9am to 10am", in London time (spec section 9's time format). */
export function timeRangeLabel(slot: SlotTimes): string {
  return `${formatLondonTime(new Date(slot.startDateTime))} to ${formatLondonTime(new Date(slot.endDateTime))}`;
}

/** "Tuesday 24 November, 9am to 10am": a slot's London day and times. */
export function slotLabel(slot: SlotTimes): string {
  return `${formatLondonDate(new Date(slot.startDateTime))}, ${timeRangeLabel(slot)}`;
}

/** "Delivery, Tuesday 24 November, 9am to 10am": a booked slot as every page names it. */
export function slotText(slot: SlotTimes & { readonly slotType: SlotType }): string {
  return `${serviceName(slot.slotType)}, ${slotLabel(slot)}`;
}
