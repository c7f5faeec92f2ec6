import * as z from '@grocer/shared-contracts/zod';
import { InstantCheckoutBeacon, type Order, type SlotType } from '@grocer/shared-contracts/domain';

/** A trolley line as the header held it just before placing: what the last placement had reserved. */
export type LineBeforePlacing = { readonly lineNumber: string; readonly reservedQuantity: number };

/** Quantities are counts or weights with at most 3 decimals: keep float noise (0.3 - 0.1) out of the beacon. */
const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;

export type BeaconResult =
  { readonly ok: true; readonly beacon: InstantCheckoutBeacon } | { readonly ok: false; readonly problem: string };

/**
 * The completion beacon for an instant checkout (spec section 7), from the
 * placed order the place call answered with.
 *
 * `quantityDelta` is the change made while amending (shared-contracts
 * orders.ts): the placed quantity minus what the previous placement had
 * reserved. Placing sets every line's `reservedQuantity` to its quantity
 * (services docs, "Placing"), so the placed order cannot tell the change: the
 * reserved quantities come from the trolley as it was just before placing. A
 * line the header did not hold then was added since, so nothing of it had been
 * reserved. Lines removed while amending are not in the placed order and are
 * not listed.
 *
 * The branch and slot type are the order's current slot's (listed first), or
 * `fallbackSlot` (the header's slot state) if the answer holds none.
 */
export function buildInstantCheckoutBeacon(
  order: Order,
  before: readonly LineBeforePlacing[],
  fallbackSlot?: { readonly branchId: string; readonly slotType: SlotType },
): BeaconResult {
  const reserved = new Map(before.map((line) => [line.lineNumber, line.reservedQuantity]));
  const slot = order.slots[0] ?? fallbackSlot;
  const parsed = InstantCheckoutBeacon.safeParse({
    customerOrderId: order.customerOrderId,
    branchId: slot?.branchId,
    deliveryChargeAmount: order.totals.estimated.deliveryCharge.amount,
    slotType: slot?.slotType,
    instantCheckoutTrolleyItems: order.orderLines.map((line) => ({
      lineNumber: line.lineNumber,
      totalPrice: line.totalPrice.amount,
      quantity: line.quantity.amount,
      quantityDelta: roundQuantity(line.quantity.amount - (reserved.get(line.lineNumber) ?? 0)),
    })),
  });
  return parsed.success ? { ok: true, beacon: parsed.data } : { ok: false, problem: z.prettifyError(parsed.error) };
}
