import type { Queryable } from '../../db/database.ts';
import type { MinimumSpendThresholds } from './minimum-spend.ts';
import type { AppliedPromoCode } from './promo-codes.ts';

/** The minimum spends configured in `minimum_spend_thresholds`. */
export async function loadMinimumSpendThresholds(db: Queryable): Promise<MinimumSpendThresholds> {
  const rows = await db.query<{ fulfilment_type: string; amount_pence: number }>(
    'select fulfilment_type, amount_pence from minimum_spend_thresholds',
  );
  const amount = (type: string) => {
    const row = rows.find((candidate) => candidate.fulfilment_type === type);
    if (!row) throw new Error(`No minimum spend is configured for ${type}`);
    return Number(row.amount_pence);
  };
  return { deliveryPence: amount('DELIVERY'), collectionPence: amount('COLLECTION') };
}

/** The promo codes applied to an order, with their rules. */
export async function loadAppliedPromoCodes(db: Queryable, customerOrderId: string): Promise<AppliedPromoCode[]> {
  const rows = await db.query<{
    code: string;
    percent_off: number;
    minimum_spend_pence: number;
    valid_from: Date;
    valid_until: Date;
  }>(
    `select p.code, p.percent_off, p.minimum_spend_pence, p.valid_from, p.valid_until
     from order_promo_codes o join promo_codes p on p.code = o.code
     where o.customer_order_id = $1
     order by o.applied_at, p.code`,
    [customerOrderId],
  );
  return rows.map((row) => ({
    code: row.code,
    percentOff: Number(row.percent_off),
    minimumSpendPence: Number(row.minimum_spend_pence),
    validFrom: new Date(row.valid_from),
    validUntil: new Date(row.valid_until),
  }));
}
