import type { SlotType, TrolleySummary } from '@grocer/shared-contracts/domain';

/** Spec section 8, word for word. */
export const SLOT_NOT_CHANGEABLE_MESSAGE =
  'Your order contains items currently being prepared. We are unable to change the delivery/collection time or cancel the order.';

export const CANCEL_SLOT_FAILED_MESSAGE = "Sorry, we couldn't cancel your slot. Please try again.";

/** "Delivery" or "Collection" for the details panel; a type the header cannot name reads plain "Slot". */
export function fulfilmentLabel(slotType: SlotType): 'Delivery' | 'Collection' | 'Slot' {
  switch (slotType) {
    case 'DELIVERY':
    case 'DELIVERY_SERVICE':
      return 'Delivery';
    case 'GROCERY_COLLECTION':
    case 'ENTERTAINING_COLLECTION':
      return 'Collection';
    default:
      return 'Slot';
  }
}

/** The booked slot button's name: "Delivery slot: Thursday 5 March, 9am - 10am" (a type it cannot name: "Slot: …"). */
export function bookedSlotName(slotType: SlotType, date: string, time: string): string {
  const label = fulfilmentLabel(slotType);
  return `${label === 'Slot' ? label : `${label} slot`}: ${date}, ${time}`;
}

/**
 * Spec section 4: the slot cannot be changed (or cancelled) when the trolley
 * is an amended order whose slot the services say is not changeable. Until
 * the trolley has loaded nothing says so, and the services refuse a change anyway.
 */
export function isSlotChangeable(
  trolley: Pick<TrolleySummary, 'amendingOrder' | 'slotChangeable'> | undefined,
): boolean {
  return !(trolley?.amendingOrder && !trolley.slotChangeable);
}
