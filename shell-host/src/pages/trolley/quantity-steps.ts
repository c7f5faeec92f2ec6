import type { Quantity, UnitOfMeasure } from '@grocer/shared-contracts/domain';

/**
 * How much + and − change a line by, and the most a line may hold (the
 * services' line maximum: 99 items, 20 kg, 20,000 g, 44 lb).
 */
const STEPS: Readonly<Record<UnitOfMeasure, { readonly step: number; readonly max: number; readonly unit: string }>> = {
  C62: { step: 1, max: 99, unit: '' },
  KGM: { step: 0.25, max: 20, unit: ' kg' },
  GRM: { step: 250, max: 20_000, unit: ' g' },
  LBR: { step: 0.5, max: 44, unit: ' lb' },
};

/** Three decimals at most, as the services accept for weights; never below zero. */
const tidy = (amount: number) => Math.max(0, Math.round(amount * 1000) / 1000);

/** One step more, or undefined at the line maximum. */
export function more({ amount, uom }: Quantity): Quantity | undefined {
  const { step, max } = STEPS[uom];
  const next = tidy(amount + step);
  return next > max ? undefined : { amount: next, uom };
}

/** One step less; an amount of 0 removes the line. */
export function less({ amount, uom }: Quantity): Quantity {
  return { amount: tidy(amount - STEPS[uom].step), uom };
}

/** "3", "0.5 kg", "250 g", "1 lb". */
export function quantityText({ amount, uom }: Quantity): string {
  return `${amount}${STEPS[uom].unit}`;
}
