/** A promo code applied to an order, with its rule (a `promo_codes` row). */
export type AppliedPromoCode = {
  readonly code: string;
  /** Percentage off the items, 1 to 100. */
  readonly percentOff: number;
  /** The items must come to at least this for the code to apply. */
  readonly minimumSpendPence: number;
  readonly validFrom: Date;
  readonly validUntil: Date;
};

/** Why a code cannot be applied now, or undefined when it can. */
export function promoCodeProblem(promo: AppliedPromoCode, itemTotalPence: number, now: Date): string | undefined {
  if (now.getTime() < promo.validFrom.getTime()) return `Promo code ${promo.code} is not valid yet.`;
  if (now.getTime() >= promo.validUntil.getTime()) return `Promo code ${promo.code} has expired.`;
  if (itemTotalPence < promo.minimumSpendPence) {
    return `Promo code ${promo.code} needs a spend of at least £${(promo.minimumSpendPence / 100).toFixed(2)}.`;
  }
  return undefined;
}

/**
 * Savings from the codes that apply: each takes its percentage of the item
 * total (rounded down to the penny); together never more than the items.
 */
export function promoSavingsPence(promos: readonly AppliedPromoCode[], itemTotalPence: number, now: Date): number {
  const savings = promos
    .filter((promo) => promoCodeProblem(promo, itemTotalPence, now) === undefined)
    .reduce((sum, promo) => sum + Math.floor((itemTotalPence * promo.percentOff) / 100), 0);
  return Math.min(Math.max(0, savings), Math.max(0, itemTotalPence));
}
