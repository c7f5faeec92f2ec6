import type { TrolleyItem } from '@grocer/shared-contracts';

/**
 * The number the header's trolley count shows: what the shopper would count
 * into a basket. A line sold by the item (C62, including a weighed product
 * bought by count) adds its quantity: 6 bananas are 6 items. A line sold by
 * weight (KGM, GRM, LBR) adds 1: 450 g of cheddar is one item, not 450.
 * Unavailable lines count too: they are still in the trolley until removed.
 * (Recorded in docs/decisions: the header's trolley count.)
 */
export function countTrolleyItems(items: readonly Pick<TrolleyItem, 'quantity'>[]): number {
  let count = 0;
  for (const { quantity } of items) {
    if (!Number.isFinite(quantity.amount) || quantity.amount <= 0) continue;
    count += quantity.uom === 'C62' ? Math.ceil(quantity.amount) : 1;
  }
  return count;
}
