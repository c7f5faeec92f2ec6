import { moneyFromPence, type Trolley, type TrolleyItem } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { type Conflict, lineConflict } from './conflicts.ts';
import { lineTotalPence, unitPricePence } from './line-pricing.ts';
import { currentSlotTerms, loadOrderReservations, type OrderReservations } from './order-slot.ts';
import type { AppliedPromoCode } from './promo-codes.ts';
import { loadTrolleyConfig } from './trolley-config.ts';
import { loadTrolleyLines, type TrolleyLine } from './trolley-lines.ts';
import { type TotalsInPence, trolleyTotals } from './trolley-totals.ts';

export type PricedLine = TrolleyLine & {
  readonly unitPricePence: number;
  readonly totalPence: number;
  readonly conflict: Conflict;
};

export type EvaluatedTrolley = {
  readonly lines: readonly PricedLine[];
  readonly reservations: OrderReservations;
  readonly promoCodes: readonly AppliedPromoCode[];
  readonly totals: TotalsInPence;
  /** The catalogue's version, read before the lines (their prices are that version's or newer). */
  readonly catalogueVersion: string;
};

/**
 * Everything the trolley rules say about an order right now: each line priced
 * and checked for conflicts against the current slot, and the totals.
 */
export async function evaluateTrolley(db: Queryable, customerOrderId: string, now: Date): Promise<EvaluatedTrolley> {
  // One query at a time: inside a transaction they share one connection. The configuration
  // first: it carries the catalogue's version, which must not be newer than the lines' prices.
  const { promoCodes, thresholds, catalogueVersion } = await loadTrolleyConfig(db, customerOrderId);
  const lines = await loadTrolleyLines(db, customerOrderId);
  const reservations = await loadOrderReservations(db, customerOrderId, now);
  const slot = reservations.current;
  const slotStart = slot ? new Date(slot.startDateTime) : undefined;
  const priced = lines.map((line) => ({
    ...line,
    unitPricePence: unitPricePence(line.product, line.quantity.uom),
    totalPence: lineTotalPence(line.product, line.quantity),
    conflict: lineConflict(line.product, slotStart, now),
  }));
  const totals = trolleyTotals({ lines: priced, ...currentSlotTerms(slot), thresholds, promoCodes, now });
  return { lines: priced, reservations, promoCodes, totals, catalogueVersion };
}

function toTrolleyItem(line: PricedLine): TrolleyItem {
  return {
    trolleyItemId: line.trolleyItemId,
    lineNumber: line.lineNumber,
    productId: line.productId,
    quantity: line.quantity,
    price: moneyFromPence(line.unitPricePence),
    totalPrice: moneyFromPence(line.totalPence),
    retailPrice: { price: moneyFromPence(line.product.pricePence), quantity: { amount: 1, uom: line.product.uom } },
    reservedQuantity: line.reservedQuantity,
    noteToShopper: line.noteToShopper,
    personalisedMessage: line.personalisedMessage,
  };
}

/** The contract's Trolley for an evaluated order. */
export function toTrolley(evaluated: EvaluatedTrolley, amendingOrder: boolean): Trolley {
  const { totals } = evaluated;
  return {
    amendingOrder,
    trolleyItems: evaluated.lines.map(toTrolleyItem),
    trolleyTotals: {
      minimumSpendThresholdMet: totals.minimumSpendThresholdMet,
      itemTotalEstimatedCost: moneyFromPence(totals.itemTotalPence),
      totalEstimatedCost: moneyFromPence(totals.totalPence),
      collectionMinimumOrderValue: moneyFromPence(totals.thresholds.collectionPence),
      deliveryMinimumOrderValue: moneyFromPence(totals.thresholds.deliveryPence),
      deliveryCharge: moneyFromPence(totals.deliveryChargePence),
      savings: moneyFromPence(totals.savingsPence),
      trolleyItemCounts: totals.trolleyItemCounts,
    },
  };
}
