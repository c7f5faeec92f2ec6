import type { UnitOfMeasure } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import type { ConflictProduct } from './conflicts.ts';
import type { PricedProduct } from './line-pricing.ts';

export type LineProduct = PricedProduct & ConflictProduct & { readonly id: string; readonly lineNumber: string };

/** A trolley line with the product it is for, as stored. */
export type TrolleyLine = {
  readonly trolleyItemId: string;
  readonly productId: string;
  readonly lineNumber: string;
  readonly quantity: { readonly amount: number; readonly uom: UnitOfMeasure };
  readonly noteToShopper: string | null;
  readonly personalisedMessage: string | null;
  readonly reservedQuantity: number;
  readonly product: LineProduct;
};

type LineRow = {
  trolley_item_id: string | number;
  product_id: string;
  line_number: string;
  quantity_amount: string | number;
  quantity_uom: UnitOfMeasure;
  note_to_shopper: string | null;
  personalised_message: string | null;
  reserved_quantity: string | number;
  uom: UnitOfMeasure;
  price_pence: number;
  average_quantity: number;
  available: boolean;
  service_type: ConflictProduct['serviceType'];
  notice_days: number;
};

export const PRODUCT_COLUMNS = 'p.uom, p.price_pence, p.average_quantity, p.available, p.service_type, p.notice_days';

export type ProductRow = Pick<
  LineRow,
  'uom' | 'price_pence' | 'average_quantity' | 'available' | 'service_type' | 'notice_days'
> & { id: string; line_number: string };

export const toLineProduct = (row: ProductRow): LineProduct => ({
  id: row.id,
  lineNumber: row.line_number,
  uom: row.uom,
  pricePence: Number(row.price_pence),
  averageQuantity: Number(row.average_quantity),
  available: row.available,
  serviceType: row.service_type,
  noticeDays: Number(row.notice_days),
});

/** The order's lines, oldest first, each with its product's current price and availability. */
export async function loadTrolleyLines(db: Queryable, customerOrderId: string): Promise<TrolleyLine[]> {
  const rows = await db.query<LineRow>(
    `select t.trolley_item_id, t.product_id, t.line_number, t.quantity_amount, t.quantity_uom, t.note_to_shopper,
            t.personalised_message, t.reserved_quantity, ${PRODUCT_COLUMNS}
     from trolley_items t join products p on p.id = t.product_id
     where t.customer_order_id = $1
     order by t.trolley_item_id`,
    [customerOrderId],
  );
  return rows.map((row) => ({
    trolleyItemId: String(row.trolley_item_id),
    productId: row.product_id,
    lineNumber: row.line_number,
    quantity: { amount: Number(row.quantity_amount), uom: row.quantity_uom },
    noteToShopper: row.note_to_shopper,
    personalisedMessage: row.personalised_message,
    reservedQuantity: Number(row.reserved_quantity),
    product: toLineProduct({ ...row, id: row.product_id }),
  }));
}
