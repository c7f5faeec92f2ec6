import { type Conflict, countConflicts } from './conflicts.ts';
import { applicableThresholdPence, type FulfilmentType, type MinimumSpendThresholds } from './minimum-spend.ts';
import { type AppliedPromoCode, promoSavingsPence } from './promo-codes.ts';

/** What the totals need besides the items: the current slot's terms, the minimum spends, the codes and the time. */
export type ItemTotalsInput = {
  readonly itemTotalPence: number;
  /** The current slot's delivery charge; 0 (or undefined) with no slot or for collection. */
  readonly deliveryChargePence: number | undefined;
  readonly fulfilmentType: FulfilmentType | undefined;
  readonly thresholds: MinimumSpendThresholds;
  readonly promoCodes: readonly AppliedPromoCode[];
  readonly now: Date;
};

export type TotalsInput = Omit<ItemTotalsInput, 'itemTotalPence'> & {
  readonly lines: readonly { readonly totalPence: number; readonly conflict: Conflict }[];
};

export type ItemTotalsInPence = {
  readonly itemTotalPence: number;
  readonly savingsPence: number;
  readonly deliveryChargePence: number;
  readonly totalPence: number;
  readonly thresholdPence: number;
  readonly minimumSpendThresholdMet: boolean;
  readonly thresholds: MinimumSpendThresholds;
};

export type TotalsInPence = ItemTotalsInPence & {
  readonly trolleyItemCounts: { hardConflicts: number; softConflicts: number; noConflicts: number };
};

/** The items' estimated cost: every line's total (unavailable lines included: they are still in the trolley). */
export const itemTotalPence = (lines: readonly { readonly totalPence: number }[]): number =>
  lines.reduce((sum, line) => sum + Math.max(0, line.totalPence), 0);

/**
 * The totals from the items' cost: items, less promo-code savings, plus the
 * slot's delivery charge. The minimum spend is measured on the items alone
 * (before savings, excluding the delivery charge). The header's kept trolley
 * summary holds the items' cost, so it takes this without the lines.
 */
export function totalsForItems(input: ItemTotalsInput): ItemTotalsInPence {
  const items = input.itemTotalPence;
  const savingsPence = promoSavingsPence(input.promoCodes, items, input.now);
  const deliveryChargePence = Math.max(0, input.deliveryChargePence ?? 0);
  const thresholdPence = applicableThresholdPence(input.thresholds, input.fulfilmentType);
  return {
    itemTotalPence: items,
    savingsPence,
    deliveryChargePence,
    totalPence: Math.max(0, items - savingsPence) + deliveryChargePence,
    thresholdPence,
    minimumSpendThresholdMet: items >= thresholdPence,
    thresholds: input.thresholds,
  };
}

/** The trolley's totals from its priced lines, with how many lines are in conflict. */
export function trolleyTotals(input: TotalsInput): TotalsInPence {
  return {
    ...totalsForItems({ ...input, itemTotalPence: itemTotalPence(input.lines) }),
    trolleyItemCounts: countConflicts(input.lines.map((line) => line.conflict)),
  };
}
