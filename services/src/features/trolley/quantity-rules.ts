import type { Failure, UnitOfMeasure } from '@grocer/shared-contracts/domain';
import { isWeighed, type LineQuantity, type PricedProduct } from './line-pricing.ts';

/** The most of one line a shopper may ask for, per unit: a branch's sane shelf limit. */
export const MAX_LINE_QUANTITY: Readonly<Record<UnitOfMeasure, number>> = {
  C62: 99,
  KGM: 20,
  GRM: 20_000,
  LBR: 44,
};

/** At most this many different lines in one trolley. */
export const MAX_TROLLEY_LINES = 500;

/** Units a product can be bought in: its own, and by count (C62) for weighed products. */
export function allowedUnits(product: Pick<PricedProduct, 'uom'>): UnitOfMeasure[] {
  return isWeighed(product) ? [product.uom, 'C62'] : ['C62'];
}

/**
 * Why a quantity cannot go in the trolley, or undefined when it can. Counts
 * are whole numbers; weights allow three decimal places (grams of a kilo).
 */
export function quantityProblem(product: Pick<PricedProduct, 'uom'>, quantity: LineQuantity): Failure | undefined {
  const units = allowedUnits(product);
  if (!units.includes(quantity.uom)) {
    return {
      type: 'UOM_MISMATCH',
      message: `This product is sold in ${units.join(' or ')}, not ${quantity.uom}.`,
    };
  }
  const max = MAX_LINE_QUANTITY[quantity.uom];
  if (!Number.isFinite(quantity.amount) || quantity.amount <= 0 || quantity.amount > max) {
    return {
      type: 'QUANTITY_OUT_OF_RANGE',
      message: `The quantity must be more than 0 and at most ${max} ${quantity.uom}.`,
    };
  }
  const wholeOrThreeDecimals =
    quantity.uom === 'C62' ? Number.isInteger(quantity.amount) : isThousandths(quantity.amount);
  if (!wholeOrThreeDecimals) {
    return {
      type: 'QUANTITY_OUT_OF_RANGE',
      message:
        quantity.uom === 'C62' ? 'A count must be a whole number.' : 'A weight can have at most 3 decimal places.',
    };
  }
  return undefined;
}

const isThousandths = (amount: number): boolean => Math.abs(Math.round(amount * 1000) - amount * 1000) < 1e-6;
