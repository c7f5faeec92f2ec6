import type { Database, Queryable } from '../../db/database.ts';
import { hashPassword, type ScryptCost } from '../auth/password.ts';
import {
  DEMO_ADDRESSES,
  DEMO_CONFIRMED_RESERVATION,
  DEMO_FULFILMENT_SHOPPERS,
  DEMO_PASSES,
} from './demo-fulfilment.ts';
import { addDays, londonDateOf } from './london-time.ts';
import { countInserted } from './seed-rows.ts';
import { seedBranchesAndSlots } from './seed-slots.ts';
import { slotId } from './slot-schedule.ts';

export type FulfilmentSeedOptions = { readonly passwordCost?: ScryptCost };

/**
 * The whole fulfilment seed: the shop's branches and slots, then the demo shoppers'. The seed
 * runs the two apart (the shop's steps before the demo's); tests that want both call this.
 */
export async function seedFulfilment(
  db: Database,
  now: Date,
  options: FulfilmentSeedOptions = {},
): Promise<Record<string, number>> {
  return { ...(await seedBranchesAndSlots(db, now)), ...(await seedFulfilmentShoppers(db, now, options)) };
}

/**
 * Demo shoppers (C-13xx) with their open orders, the demo accounts' addresses and passes, and the
 * amending demo order's booked slot. Published passwords: the demo's, never production's. Runs
 * after the accounts step and the slots. Idempotent: adds what is missing, never overwrites.
 */
export async function seedFulfilmentShoppers(
  db: Database,
  now: Date,
  options: FulfilmentSeedOptions = {},
): Promise<Record<string, number>> {
  const missing = await missingShoppers(db);
  // Hash before the transaction: scrypt is deliberately slow.
  const hashes = await Promise.all(missing.map((shopper) => hashPassword(shopper.password, options.passwordCost)));

  return db.transaction(async (tx) => {
    let customersAdded = 0;
    for (const [index, shopper] of missing.entries()) {
      const rows = await tx.query(
        `insert into customers (id, email, name, password_hash, role, default_branch_id)
         values ($1, $2, $3, $4, 'customer', $5) on conflict do nothing returning id`,
        [shopper.id, shopper.email, shopper.name, hashes[index], shopper.defaultBranchId],
      );
      customersAdded += rows.length;
    }
    const ordersAdded = await countInserted(
      tx,
      `insert into orders (customer_order_id, customer_id, state, created_at, updated_at)
       select id, customer_id, 'PENDING', $3::timestamptz, $3::timestamptz from unnest($1::text[], $2::text[]) as o (id, customer_id)
       where exists (select 1 from customers c where c.id = o.customer_id)
       on conflict do nothing returning 1`,
      [DEMO_FULFILMENT_SHOPPERS.map((s) => s.openOrderId), DEMO_FULFILMENT_SHOPPERS.map((s) => s.id), now],
    );
    const addressesAdded = await insertAddresses(tx, now);
    const passesAdded = await countInserted(
      tx,
      `insert into delivery_passes (customer_id, status, created_at)
       select customer_id, status, $3::timestamptz from unnest($1::text[], $2::text[]) as p (customer_id, status)
       where exists (select 1 from customers c where c.id = p.customer_id)
       on conflict do nothing returning 1`,
      [DEMO_PASSES.map((p) => p.customerId), DEMO_PASSES.map((p) => p.status), now],
    );
    const reservationsAdded = await insertDemoReservation(tx, now);
    return { customersAdded, ordersAdded, addressesAdded, passesAdded, reservationsAdded };
  });
}

async function missingShoppers(db: Queryable) {
  const ids = DEMO_FULFILMENT_SHOPPERS.map((shopper) => shopper.id);
  const existing = new Set(
    (await db.query<{ id: string }>('select id from customers where id = any($1::text[])', [ids])).map((r) => r.id),
  );
  return DEMO_FULFILMENT_SHOPPERS.filter((shopper) => !existing.has(shopper.id));
}

function insertAddresses(tx: Queryable, now: Date): Promise<number> {
  const column = <T>(pick: (address: (typeof DEMO_ADDRESSES)[number]) => T) => DEMO_ADDRESSES.map(pick);
  return countInserted(
    tx,
    `insert into addresses (id, customer_id, name, line1, line2, town, region, postal_code, created_at)
     select a.*, $9::timestamptz from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                               $7::text[], $8::text[])
       as a (id, customer_id, name, line1, line2, town, region, postal_code)
     where exists (select 1 from customers c where c.id = a.customer_id)
     on conflict do nothing returning 1`,
    [
      column((a) => a.id),
      column((a) => a.customerId),
      column((a) => a.name),
      column((a) => a.line1),
      column((a) => a.line2),
      column((a) => a.town),
      column((a) => a.region),
      column((a) => a.postalCode),
      now,
    ],
  );
}

/** Once only (fixed id): the amending demo order's booked slot, taking a place in it. */
async function insertDemoReservation(tx: Queryable, now: Date): Promise<number> {
  const demo = DEMO_CONFIRMED_RESERVATION;
  const slot = slotId('DELIVERY', demo.branchId, addDays(londonDateOf(now), demo.daysAhead), demo.startHour);
  const inserted = await tx.query<{ slot_id: string }>(
    `insert into slot_reservations
       (id, customer_order_id, slot_id, status, slot_type, branch_id, address_id, expires_at, created_at, updated_at)
     select $1, o.customer_order_id, s.id, 'CONFIRMED', s.slot_type, s.branch_id, a.id, null, $5, $5
     from orders o, slots s, addresses a
     where o.customer_order_id = $2 and o.state = 'AMENDING' and s.id = $3 and a.id = $4
     on conflict do nothing returning slot_id`,
    [demo.id, demo.customerOrderId, slot, demo.addressId, now],
  );
  if (inserted.length > 0) {
    // Other shoppers may have filled the slot in the seed's imagination; make room for this one.
    await tx.query(
      'update slots set capacity = greatest(capacity, reserved + 1), reserved = reserved + 1 where id = $1',
      [slot],
    );
  }
  return inserted.length;
}
