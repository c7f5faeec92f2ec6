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

/** The two JSON columns `toTrolleyConfig` reads, from `THRESHOLDS_JSON` and `promoCodesJson`. */
export type TrolleyConfigRow = {
  thresholds: { fulfilment_type: string; amount_pence: number }[] | null;
  promo_codes: PromoCodeJson[] | null;
};

export type TrolleyConfig = { thresholds: MinimumSpendThresholds; promoCodes: AppliedPromoCode[] };

/** Every minimum spend, as one JSON column (`thresholds`); two rows of server configuration. */
export const THRESHOLDS_JSON = `(select json_agg(json_build_object('fulfilment_type', fulfilment_type,
    'amount_pence', amount_pence)) from minimum_spend_thresholds) as thresholds`;

/**
 * The order's promo codes with their rules, as one JSON column (`promo_codes`), in the order they
 * were applied, then by code. `orderId` is the SQL for the order's id (a parameter, or a column of
 * the enclosing statement: its aliases are `applied` and `promo`, so they hide no outer one).
 */
export const promoCodesJson = (orderId: string): string =>
  `(select json_agg(json_build_object('code', promo.code, 'percent_off', promo.percent_off,
      'minimum_spend_pence', promo.minimum_spend_pence, 'valid_from', promo.valid_from,
      'valid_until', promo.valid_until) order by applied.applied_at, promo.code)
    from order_promo_codes applied join promo_codes promo on promo.code = applied.code
    where applied.customer_order_id = ${orderId}) as promo_codes`;

/**
 * The catalogue's version (migration 010) as text. Read no later than the products a summary is
 * worked out from: a version read after them could be newer than the prices used.
 */
export const CATALOGUE_VERSION = '(select version::text from catalogue_version) as catalogue_version';

export function toTrolleyConfig(row: TrolleyConfigRow | undefined): TrolleyConfig {
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

/**
 * The minimum spends, the order's promo codes and the catalogue's version in one statement: every
 * header's getTrolley reads them, and each statement costs a round trip and the client's encoding
 * (decision 019). Read before the lines, so the version is never newer than their prices.
 */
export async function loadTrolleyConfig(
  db: Queryable,
  customerOrderId: string,
): Promise<TrolleyConfig & { catalogueVersion: string }> {
  const [row] = await db.query<TrolleyConfigRow & { catalogue_version: string }>(
    `select ${THRESHOLDS_JSON}, ${promoCodesJson('$1')}, ${CATALOGUE_VERSION}`,
    [customerOrderId],
  );
  if (!row) throw new Error('The trolley configuration statement answered no row');
  return { ...toTrolleyConfig(row), catalogueVersion: row.catalogue_version };
}
