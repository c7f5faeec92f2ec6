/**
 * Customers, orders and reservations at a grocer's scale, added to a database
 * that already holds the seed (and usually the real listings): by default 50,000 customers and
 * 200,000 orders whose trolleys are the real shopping baskets of ../shared/data's
 * groceries-baskets.csv (9,835 baskets, each item matched to a product by full-text search).
 *
 * Every customer has one address in an area a branch delivers to and one open trolley (PENDING);
 * the rest of their orders are history (COMPLETED, CANCELLED) or booked (PLACED, with a CONFIRMED
 * reservation on a future slot, counted in the slot's `reserved`). One customer in ten holds an
 * unconfirmed slot; history keeps its EXPIRED and CANCELLED reservations. Deterministic: the same
 * options give the same rows. Generated customers sign in with SCALE_PASSWORD.
 */
import { readFileSync } from 'node:fs';
import { type Database, hashPassword, type Queryable, seededRandom } from '@grocer/services';
import { sharedDataPath } from '../../../test-support/shared-data.ts';

export const SCALE_PASSWORD = 'groceries';
export const scaleCustomerEmail = (index: number): string => `shopper${index}@scale.example`;

export type ScaleOptions = { readonly customers: number; readonly orders: number; readonly now?: Date };
export type ScaleCounts = {
  readonly customers: number;
  readonly orders: number;
  readonly trolleyItems: number;
  readonly reservations: number;
};

const CHUNK = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The baskets, one list of item names (e.g. 'whole milk') per line. */
export function readBaskets(): string[][] {
  return readFileSync(sharedDataPath('groceries-baskets.csv'), 'utf8')
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .filter((items) => items.length > 0);
}

/** A few products for each basket item name, found as the shopper would: a full-text search. */
async function productsForItems(db: Queryable, items: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db.query<{ item: string; ids: string[] | null }>(
    `select item, (select array_agg(id) from (
        select id from products
        where available and search_document @@ plainto_tsquery('simple', catalogue_fold(item))
        order by id limit 8) found) as ids
     from unnest($1::text[]) as item`,
    [items],
  );
  const fallback = (
    await db.query<{ id: string }>('select id from products where available order by id limit 200')
  ).map((row) => row.id);
  return new Map(rows.map((row) => [row.item, row.ids && row.ids.length > 0 ? row.ids : fallback]));
}

/** Inserts rows column by column (`unnest`), CHUNK rows per statement. */
async function insertColumns(db: Queryable, sql: string, columns: readonly (readonly unknown[])[]): Promise<void> {
  const length = columns[0]?.length ?? 0;
  for (let start = 0; start < length; start += CHUNK) {
    await db.query(
      sql,
      columns.map((column) => column.slice(start, start + CHUNK)),
    );
  }
}

type SlotRow = { id: string; branch_id: string; slot_type: string; start_date_time: Date; free: number };

export async function loadScaleData(db: Database, options: ScaleOptions): Promise<ScaleCounts> {
  const now = options.now ?? new Date();
  const random = seededRandom(16);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const baskets = readBaskets();
  const items = [...new Set(baskets.flat())];
  const byItem = await productsForItems(db, items);
  const passwordHash = await hashPassword(SCALE_PASSWORD);

  const deliveryAreas = await db.query<{ area: string; branch_id: string }>(
    `select unnest(delivery_postcode_areas) as area, id as branch_id from branches where offers_delivery order by 1`,
  );
  const collectionBranches = (
    await db.query<{ id: string }>('select id from branches where offers_grocery_collection order by id')
  ).map((row) => row.id);
  const futureSlots = await db.query<SlotRow>(
    `select id, branch_id, slot_type, start_date_time, capacity - reserved as free from slots
     where start_date_time > $1 and slot_type <> 'ENTERTAINING_COLLECTION' order by id`,
    [now],
  );
  const slotsByBranch = new Map<string, SlotRow[]>();
  for (const slot of futureSlots) {
    const key = `${slot.slot_type} ${slot.branch_id}`;
    slotsByBranch.set(key, [...(slotsByBranch.get(key) ?? []), slot]);
  }

  const customers = {
    id: [] as string[],
    email: [] as string[],
    name: [] as string[],
    hash: [] as string[],
    branch: [] as string[],
  };
  const addresses = { id: [] as string[], customer: [] as string[], postcode: [] as string[] };
  const orders = { id: [] as string[], customer: [] as string[], state: [] as string[], created: [] as Date[] };
  const lines = { order: [] as string[], product: [] as string[], quantity: [] as number[], created: [] as Date[] };
  const reservations = {
    id: [] as string[],
    order: [] as string[],
    slot: [] as string[],
    status: [] as string[],
    slotType: [] as string[],
    branch: [] as string[],
    address: [] as (string | null)[],
    expires: [] as (Date | null)[],
    created: [] as Date[],
  };
  const reservedBy = new Map<string, number>();

  const reserve = (order: string, slot: SlotRow, status: string, addressId: string | null, at: Date) => {
    reservations.id.push(`GR-${reservations.id.length + 1}`);
    reservations.order.push(order);
    reservations.slot.push(slot.id);
    reservations.status.push(status);
    reservations.slotType.push(slot.slot_type);
    reservations.branch.push(slot.branch_id);
    reservations.address.push(addressId);
    const holds = status === 'UNCONFIRMED' || status === 'CONFIRMED';
    reservations.expires.push(status === 'UNCONFIRMED' ? new Date(now.getTime() + 2 * 60 * 60 * 1000) : at);
    reservations.created.push(at);
    if (holds) {
      slot.free -= 1;
      reservedBy.set(slot.id, (reservedBy.get(slot.id) ?? 0) + 1);
    }
  };
  const freeSlot = (key: string): SlotRow | undefined => {
    const slots = slotsByBranch.get(key) ?? [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const slot = pick(slots);
      if (slot && slot.free > 0) return slot;
    }
    return undefined;
  };

  let orderNumber = 50_000_000;
  for (let index = 0; index < options.customers; index += 1) {
    const customerId = `G-${index + 1}`;
    const area = pick(deliveryAreas);
    const collectionBranch = pick(collectionBranches);
    customers.id.push(customerId);
    customers.email.push(scaleCustomerEmail(index + 1));
    customers.name.push(`Shopper ${index + 1}`);
    customers.branch.push(collectionBranch);
    customers.hash.push(passwordHash);
    const addressId = `GA-${index + 1}`;
    addresses.id.push(addressId);
    addresses.customer.push(customerId);
    addresses.postcode.push(`${area.area}${1 + Math.floor(random() * 9)} ${1 + Math.floor(random() * 9)}AB`);

    // The orders spread so their total is options.orders; each customer's newest is the open trolley.
    const orderCount = Math.max(
      1,
      Math.round(((index + 1) * options.orders) / options.customers) -
        Math.round((index * options.orders) / options.customers),
    );
    for (let number = 0; number < orderCount; number += 1) {
      const open = number === orderCount - 1;
      const roll = random();
      const state = open ? 'PENDING' : roll < 0.1 ? 'PLACED' : roll < 0.16 ? 'CANCELLED' : 'COMPLETED';
      orderNumber += 1;
      const orderId = String(orderNumber);
      const daysAgo = open ? random() * 7 : 7 + ((orderCount - number) * 358) / orderCount;
      const created = new Date(now.getTime() - daysAgo * DAY_MS);
      orders.id.push(orderId);
      orders.customer.push(customerId);
      orders.state.push(state);
      orders.created.push(created);
      for (const product of new Set(pick(baskets).map((item) => pick(byItem.get(item) ?? [])))) {
        lines.order.push(orderId);
        lines.product.push(product);
        lines.quantity.push(1 + Math.floor(random() * 3));
        lines.created.push(created);
      }
      const delivery = random() < 0.5;
      const key = delivery ? `DELIVERY ${area.branch_id}` : `GROCERY_COLLECTION ${collectionBranch}`;
      const address = delivery ? addressId : null;
      if (state === 'PLACED' || (open && random() < 0.1)) {
        const slot = freeSlot(key);
        if (slot) reserve(orderId, slot, state === 'PLACED' ? 'CONFIRMED' : 'UNCONFIRMED', address, created);
      } else if (!open) {
        // History: the slot it was booked on is long gone; a slot row of today stands in for it.
        reserve(orderId, pick(futureSlots), state === 'CANCELLED' ? 'CANCELLED' : 'EXPIRED', address, created);
      }
    }
  }

  await db.transaction(async (tx) => {
    await insertColumns(
      tx,
      `insert into customers (id, email, name, password_hash, role, default_branch_id)
       select id, email, name, hash, 'customer', branch
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as input (id, email, name, hash, branch)`,
      [customers.id, customers.email, customers.name, customers.hash, customers.branch],
    );
    await insertColumns(
      tx,
      `insert into addresses (id, customer_id, name, line1, town, postal_code)
       select id, customer_id, 'Home', '1 High Street', 'Town', postcode
       from unnest($1::text[], $2::text[], $3::text[]) as input (id, customer_id, postcode)`,
      [addresses.id, addresses.customer, addresses.postcode],
    );
    await insertColumns(
      tx,
      `insert into orders (customer_order_id, customer_id, state, created_at, updated_at, placed_at)
       select id, customer_id, state, created, created, case when state = 'PENDING' then null else created end
       from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) as input (id, customer_id, state, created)`,
      [orders.id, orders.customer, orders.state, orders.created],
    );
    await insertColumns(
      tx,
      `insert into trolley_items (customer_order_id, product_id, line_number, quantity_amount, quantity_uom,
                                  created_at, updated_at)
       select input.order_id, input.product_id, p.line_number, input.quantity, p.uom, input.created, input.created
       from unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[]) as input (order_id, product_id, quantity, created)
       join products p on p.id = input.product_id`,
      [lines.order, lines.product, lines.quantity, lines.created],
    );
    await insertColumns(
      tx,
      `insert into slot_reservations (id, customer_order_id, slot_id, status, slot_type, branch_id, address_id,
                                      expires_at, created_at, updated_at)
       select id, order_id, slot_id, status, slot_type, branch_id, address_id, expires, created, created
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::timestamptz[], $9::timestamptz[])
         as input (id, order_id, slot_id, status, slot_type, branch_id, address_id, expires, created)`,
      [
        reservations.id,
        reservations.order,
        reservations.slot,
        reservations.status,
        reservations.slotType,
        reservations.branch,
        reservations.address,
        reservations.expires,
        reservations.created,
      ],
    );
    const held = [...reservedBy];
    await insertColumns(
      tx,
      `update slots set reserved = reserved + input.taken
       from unnest($1::text[], $2::int[]) as input (id, taken) where slots.id = input.id`,
      [held.map(([id]) => id), held.map(([, taken]) => taken)],
    );
  });
  // As after any bulk load: statistics for the planner (autovacuum would gather them later).
  await db.exec('analyze');
  return {
    customers: customers.id.length,
    orders: orders.id.length,
    trolleyItems: lines.order.length,
    reservations: reservations.id.length,
  };
}
