import type { InstantCheckoutBeacon } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { findOwnOrder } from '../order-records/own-order.ts';

/**
 * Records the header's completion notice for an instant checkout of the shopper's own order: the
 * latest one per order, so sending it again replaces it rather than adding a row each time.
 */
export async function recordInstantCheckoutBeacon(
  db: Database,
  customerId: string,
  beacon: InstantCheckoutBeacon,
  now: Date,
): Promise<void> {
  await findOwnOrder(db, customerId, beacon.customerOrderId);
  await db.query(
    `insert into instant_checkout_beacons
       (customer_order_id, customer_id, branch_id, slot_type, delivery_charge_pence, items, received_at)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7)
     on conflict (customer_order_id) do update set
       customer_id = excluded.customer_id, branch_id = excluded.branch_id, slot_type = excluded.slot_type,
       delivery_charge_pence = excluded.delivery_charge_pence, items = excluded.items,
       received_at = excluded.received_at`,
    [
      beacon.customerOrderId,
      customerId,
      beacon.branchId,
      beacon.slotType,
      Math.round(beacon.deliveryChargeAmount * 100),
      JSON.stringify(beacon.instantCheckoutTrolleyItems),
      now,
    ],
  );
}
