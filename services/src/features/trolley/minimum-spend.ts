/** The two ways an order reaches the shopper (spec section 3, "Fulfilment type"). */
export type FulfilmentType = 'DELIVERY' | 'COLLECTION';

export type MinimumSpendThresholds = { readonly deliveryPence: number; readonly collectionPence: number };

/** Slot types to fulfilment types; UNDEFINED (no slot) has none. */
export function fulfilmentTypeOf(slotType: string | undefined): FulfilmentType | undefined {
  switch (slotType) {
    case 'DELIVERY':
    case 'DELIVERY_SERVICE':
      return 'DELIVERY';
    case 'GROCERY_COLLECTION':
    case 'ENTERTAINING_COLLECTION':
      return 'COLLECTION';
    default:
      return undefined;
  }
}

/** The minimum spend that applies: the slot's type's, or the lower of the two without a slot (spec section 5). */
export function applicableThresholdPence(
  thresholds: MinimumSpendThresholds,
  fulfilmentType: FulfilmentType | undefined,
): number {
  if (fulfilmentType === 'DELIVERY') return thresholds.deliveryPence;
  if (fulfilmentType === 'COLLECTION') return thresholds.collectionPence;
  return Math.min(thresholds.deliveryPence, thresholds.collectionPence);
}
