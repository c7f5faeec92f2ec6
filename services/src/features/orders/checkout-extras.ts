import type { Queryable } from '../../db/database.ts';

/**
 * What checkout and customer services attach to orders and accounts. The
 * checkout pages are not part of these services, so these are internal
 * (seeds and tests); the place rules read what they record.
 */

export async function applyPromoCode(db: Queryable, customerOrderId: string, code: string, now: Date): Promise<void> {
  await db.query(
    `insert into order_promo_codes (customer_order_id, code, applied_at) values ($1, $2, $3) on conflict do nothing`,
    [customerOrderId, code, now],
  );
}

export async function addPromoCode(
  db: Queryable,
  promo: {
    code: string;
    description: string;
    percentOff: number;
    minimumSpendPence?: number;
    validFrom: Date;
    validUntil: Date;
  },
): Promise<void> {
  await db.query(
    `insert into promo_codes (code, description, percent_off, minimum_spend_pence, valid_from, valid_until)
     values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing`,
    [promo.code, promo.description, promo.percentOff, promo.minimumSpendPence ?? 0, promo.validFrom, promo.validUntil],
  );
}

export async function addTender(
  db: Queryable,
  tender: { customerOrderId: string; kind: 'GIFT_CARD' | 'VOUCHER'; reference: string; amountPence: number; now: Date },
): Promise<void> {
  await db.query(
    `insert into order_tenders (customer_order_id, kind, reference, amount_pence, applied_at) values ($1, $2, $3, $4, $5)`,
    [tender.customerOrderId, tender.kind, tender.reference, tender.amountPence, tender.now],
  );
}

export async function putAccountOnHold(db: Queryable, customerId: string, reason: string, now: Date): Promise<void> {
  await db.query(
    `insert into account_holds (customer_id, reason, created_at) values ($1, $2, $3) on conflict (customer_id) do nothing`,
    [customerId, reason, now],
  );
}
