import {
  type ProductServiceType,
  type ProductSummary,
  type UnitOfMeasure,
  moneyFromPence,
} from '@grocer/shared-contracts/domain';
import type { CategoryTree } from '../taxonomy/category-tree.ts';

/** The product columns a summary needs, as selected by `PRODUCT_COLUMNS`. */
export type ProductRow = {
  id: string;
  line_number: string;
  name: string;
  brand: string;
  category_id: string;
  size: string;
  uom: UnitOfMeasure;
  price_pence: number;
  average_quantity: number;
  unit_price_text: string;
  promotion: string | null;
  available: boolean;
  service_type: ProductServiceType;
  notice_days: number;
};

export const PRODUCT_COLUMNS = `p.id, p.line_number, p.name, p.brand, p.category_id, p.size, p.uom, p.price_pence,
  p.average_quantity, p.unit_price_text, p.promotion, p.available, p.service_type, p.notice_days`;

/** Pence one item is expected to cost: the price per unit times the estimated quantity. */
export const ESTIMATED_PENCE_SQL = 'round(p.price_pence * p.average_quantity)';

export const productImageUrl = (id: string): string => `/images/products/${encodeURIComponent(id)}.svg`;

export function toProductSummary(row: ProductRow, tree: CategoryTree): ProductSummary {
  return {
    id: row.id,
    lineNumber: row.line_number,
    name: row.name,
    brand: row.brand,
    size: row.size,
    price: moneyFromPence(row.price_pence),
    uom: row.uom,
    averageQuantity: row.average_quantity,
    estimatedPrice: moneyFromPence(Math.round(row.price_pence * row.average_quantity)),
    unitPriceText: row.unit_price_text,
    promotion: row.promotion,
    available: row.available,
    serviceType: row.service_type,
    noticeDays: row.notice_days,
    imageUrl: productImageUrl(row.id),
    categoryPath: tree.pathTo(row.category_id).map((category) => ({ id: category.id, name: category.name })),
  };
}
