import { moneyFromPence, type TrolleySummary } from '@grocer/shared-contracts/domain';
import { instantCheckoutStatus } from '../order-records/order-states.ts';
import type { OrderRow } from '../order-records/own-order.ts';
import type { LineSummary } from './line-summary.ts';
import { currentSlotTerms, type OrderReservations } from './order-slot.ts';
import type { TrolleyConfig } from './trolley-config.ts';
import { orderSlotChangeable } from './trolley-result.ts';
import { totalsForItems } from './trolley-totals.ts';

export type SummaryAtInput = {
  readonly lines: LineSummary;
  readonly order: Pick<OrderRow, 'state' | 'preparationStartedAt'>;
  readonly reservations: Pick<OrderReservations, 'current' | 'confirmed'>;
  readonly config: TrolleyConfig;
  readonly now: Date;
};

/**
 * The header's trolley summary at `now`, from the kept line summary and the
 * order's small rows: the same rules getTrolley applies to the whole trolley
 * (the promo codes valid now, the current slot's charge and minimum spend, the
 * slot and amend rules), so it equals `summariseTrolley` of getTrolley's answer.
 */
export function trolleySummaryAt({ lines, order, reservations, config, now }: SummaryAtInput): TrolleySummary {
  const totals = totalsForItems({
    itemTotalPence: lines.itemTotalPence,
    ...currentSlotTerms(reservations.current),
    thresholds: config.thresholds,
    promoCodes: config.promoCodes,
    now,
  });
  return {
    itemCount: lines.itemCount,
    totals: {
      totalEstimatedCost: moneyFromPence(totals.totalPence),
      minimumSpendThresholdMet: totals.minimumSpendThresholdMet,
      collectionMinimumOrderValue: moneyFromPence(totals.thresholds.collectionPence),
      deliveryMinimumOrderValue: moneyFromPence(totals.thresholds.deliveryPence),
      trolleyItemCounts: { hardConflicts: lines.hardConflicts },
    },
    amendingOrder: order.state === 'AMENDING',
    containsEntertainingLines: lines.containsEntertainingLines,
    slotChangeable: orderSlotChangeable(order, reservations.confirmed, now),
    instantCheckout: instantCheckoutStatus(order.state),
  };
}
