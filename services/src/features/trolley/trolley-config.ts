import type { Queryable } from '../../db/database.ts';
import type { MinimumSpendThresholds } from './minimum-spend.ts';
import type { AppliedPromoCode } from './promo-codes.ts';

type PromoCodeJson = {
  code: string;
  percent_off: number;
  minimum_spend_pence: number;
  valid_from: string;
  valid_until: string;
};

/**
 * The minimum spends and the order's promo codes in one statement: every header's getTrolley
 * reads both, and each statement costs a round trip and the client's encoding (decision 019).
 * Promo codes in the order they were applied, then by code.
 */
export async function loadTrolleyConfig(
  db: Queryable,
  customerOrderId: string,
): Promise<{ thresholds: MinimumSpendThresholds; promoCodes: AppliedPromoCode[] }> {
  const [row] = await db.query<{
    thresholds: { fulfilment_type: string; amount_pence: number }[] | null;
    promo_codes: PromoCodeJson[] | null;
  }>(
    `select
       (select json_agg(json_build_object('fulfilment_type', fulfilment_type, 'amount_pence', amount_pence))
        from minimum_spend_thresholds) as thresholds,
       (select json_agg(json_build_object('code', p.code, 'percent_off', p.percent_off,
                                          'minimum_spend_pence', p.minimum_spend_pence,
                                          'valid_from', p.valid_from, 'valid_until', p.valid_until)
                        order by o.applied_at, p.code)
        from order_promo_codes o join promo_codes p on p.code = o.code
        where o.customer_order_id = $1) as promo_codes`,
    [customerOrderId],
  );
  const thresholds = row?.thresholds ?? [];
  const amount = (type: string) => {
    const found = thresholds.find((candidate) => candidate.fulfilment_type === type);
    if (!found) throw new Error(`No minimum spend is configured for ${type}`);
    return Number(found.amount_pence);
  };
  return {
    thresholds: { deliveryPence: amount('DELIVERY'), collectionPence: amount('COLLECTION') },
    promoCodes: (row?.promo_codes ?? []).map((code) => ({
      code: code.code,
      percentOff: Number(code.percent_off),
      minimumSpendPence: Number(code.minimum_spend_pence),
      validFrom: new Date(code.valid_from),
      validUntil: new Date(code.valid_until),
    })),
  };
}
