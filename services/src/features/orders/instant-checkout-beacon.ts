import type { InstantCheckoutBeacon } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { findOwnOrder } from '../order-records/own-order.ts';

/** Records the header's completion notice for an instant checkout of the shopper's own order. */
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
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7)`,
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
