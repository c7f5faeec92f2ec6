import type { ProductServiceType, UnitOfMeasure } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../../db/database.ts';

export type SeedProduct = {
  readonly id: string;
  readonly lineNumber: string;
  readonly name: string;
  readonly pricePence: number;
  readonly uom: UnitOfMeasure;
  readonly averageQuantity: number;
  readonly promotion: string | null;
  readonly available: boolean;
  readonly serviceType: ProductServiceType;
  readonly noticeDays: number;
};

export type SeedProductFilter = {
  readonly available?: boolean;
  readonly serviceType?: ProductServiceType;
  readonly uom?: UnitOfMeasure;
  readonly promoted?: boolean;
  /** At most this many (default 10, at most 500). */
  readonly limit?: number;
};

/**
 * Stored products for other features' seeds and tests ("three available
 * weighed groceries", "an unavailable product"), in a stable order (by id).
 * Run after the catalogue seed step.
 */
export async function findSeedProducts(db: Queryable, filter: SeedProductFilter = {}): Promise<SeedProduct[]> {
  const rows = await db.query<{
    id: string;
    line_number: string;
    name: string;
    price_pence: number;
    uom: UnitOfMeasure;
    average_quantity: number;
    promotion: string | null;
    available: boolean;
    service_type: ProductServiceType;
    notice_days: number;
  }>(
    `select id, line_number, name, price_pence, uom, average_quantity, promotion, available, service_type, notice_days
     from products
     where ($1::boolean is null or available = $1)
       and ($2::text is null or service_type = $2)
       and ($3::text is null or uom = $3)
       and ($4::boolean is null or (promotion is not null) = $4)
     order by id
     limit $5`,
    [
      filter.available ?? null,
      filter.serviceType ?? null,
      filter.uom ?? null,
      filter.promoted ?? null,
      Math.min(Math.max(filter.limit ?? 10, 1), 500),
    ],
  );
  return rows.map((row) => ({
    id: row.id,
    lineNumber: row.line_number,
    name: row.name,
    pricePence: row.price_pence,
    uom: row.uom,
    averageQuantity: row.average_quantity,
    promotion: row.promotion,
    available: row.available,
    serviceType: row.service_type,
    noticeDays: row.notice_days,
  }));
}
