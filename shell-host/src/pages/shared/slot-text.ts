import { formatAmendDate, formatAmendTime, type SlotType } from '@grocer/shared-contracts';

const SERVICE_NAMES: Readonly<Record<SlotType, string>> = {
  DELIVERY: 'Delivery',
  DELIVERY_SERVICE: 'Delivery',
  GROCERY_COLLECTION: 'Collection',
  ENTERTAINING_COLLECTION: 'Entertaining collection',
  UNDEFINED: 'Slot',
};

type SlotTimes = { readonly slotType: SlotType; readonly startDateTime: string; readonly endDateTime: string };

/** "Delivery, Tuesday 5 March, 9am to 10am" in London time, with the header's date and time words. */
export function slotText({ slotType, startDateTime, endDateTime }: SlotTimes): string {
  const start = new Date(startDateTime);
  const end = new Date(endDateTime);
  return `${SERVICE_NAMES[slotType]}, ${formatAmendDate(start)}, ${formatAmendTime(start)} to ${formatAmendTime(end)}`;
}
