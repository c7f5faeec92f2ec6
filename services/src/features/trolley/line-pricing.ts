import type { UnitOfMeasure } from '@grocer/shared-contracts/domain';

/** What pricing a line needs to know about its product (a `products` row). */
export type PricedProduct = {
  readonly uom: UnitOfMeasure;
  /** Per item for C62; per kilogram, gram or pound for weighed products. */
  readonly pricePence: number;
  /** Estimated weight of one item, in `uom`; 1 for C62 products. */
  readonly averageQuantity: number;
};

export type LineQuantity = { readonly amount: number; readonly uom: UnitOfMeasure };

export const isWeighed = (product: Pick<PricedProduct, 'uom'>): boolean => product.uom !== 'C62';

/**
 * The price of one `uom` of the product. A weighed product bought by count
 * (C62) is priced per estimated item, as the catalogue does:
 * round(price per kg × average weight).
 */
export function unitPricePence(product: PricedProduct, uom: UnitOfMeasure): number {
  if (uom === product.uom) return product.pricePence;
  return Math.round(product.pricePence * product.averageQuantity);
}

/** A line's estimated cost in pence, never negative. */
export function lineTotalPence(product: PricedProduct, quantity: LineQuantity): number {
  return Math.max(0, Math.round(unitPricePence(product, quantity.uom) * quantity.amount));
}
