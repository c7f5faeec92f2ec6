import { type Conflict, countConflicts } from './conflicts.ts';
import { applicableThresholdPence, type FulfilmentType, type MinimumSpendThresholds } from './minimum-spend.ts';
import { type AppliedPromoCode, promoSavingsPence } from './promo-codes.ts';

export type TotalsInput = {
  readonly lines: readonly { readonly totalPence: number; readonly conflict: Conflict }[];
  /** The current slot's delivery charge; 0 (or undefined) with no slot or for collection. */
  readonly deliveryChargePence: number | undefined;
  readonly fulfilmentType: FulfilmentType | undefined;
  readonly thresholds: MinimumSpendThresholds;
  readonly promoCodes: readonly AppliedPromoCode[];
  readonly now: Date;
};

export type TotalsInPence = {
  readonly itemTotalPence: number;
  readonly savingsPence: number;
  readonly deliveryChargePence: number;
  readonly totalPence: number;
  readonly thresholdPence: number;
  readonly minimumSpendThresholdMet: boolean;
  readonly trolleyItemCounts: { hardConflicts: number; softConflicts: number; noConflicts: number };
  readonly thresholds: MinimumSpendThresholds;
};

/**
 * The trolley's totals: items, less promo-code savings, plus the slot's
 * delivery charge. The minimum spend is measured on the items alone (before
 * savings, excluding the delivery charge).
 */
export function trolleyTotals(input: TotalsInput): TotalsInPence {
  const itemTotalPence = input.lines.reduce((sum, line) => sum + Math.max(0, line.totalPence), 0);
  const savingsPence = promoSavingsPence(input.promoCodes, itemTotalPence, input.now);
  const deliveryChargePence = Math.max(0, input.deliveryChargePence ?? 0);
  const thresholdPence = applicableThresholdPence(input.thresholds, input.fulfilmentType);
  return {
    itemTotalPence,
    savingsPence,
    deliveryChargePence,
    totalPence: Math.max(0, itemTotalPence - savingsPence) + deliveryChargePence,
    thresholdPence,
    minimumSpendThresholdMet: itemTotalPence >= thresholdPence,
    trolleyItemCounts: countConflicts(input.lines.map((line) => line.conflict)),
    thresholds: input.thresholds,
  };
}
