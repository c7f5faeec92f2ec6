import { randomBytes } from 'node:crypto';
import { type BookableSlotType, Order } from '@grocer/shared-contracts/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { type TestApp, type TestAppOptions, useTestApp } from '../../testing/test-app.ts';
import type { TestDatabaseTarget } from '../../testing/test-database.ts';

/**
 * Test-only: the services with a small catalogue and one branch of our own,
 * so trolley and order tests do not depend on the demo seeds.
 */

export const TEST_BRANCH_ID = '990';

/** Products by role; ids follow the catalogue's '<line>-<6>-<6>' shape with 99xxxx lines. */
export const P = {
  milk: { id: '990001-000001-000001', pricePence: 150 },
  bread: { id: '990002-000001-000001', pricePence: 120 },
  /** £2.00 per kg, about 0.9 kg each: £1.80 an item by count. */
  bananas: { id: '990003-000001-000001', pricePence: 200 },
  hamper: { id: '990004-000001-000001', pricePence: 4500 },
  /** Entertaining, 2 days' notice. */
  platter: { id: '990005-000001-000001', pricePence: 2500 },
  /** Entertaining, 7 days' notice. */
  cake: { id: '990006-000001-000001', pricePence: 3000 },
  /** Not available. */
  gone: { id: '990007-000001-000001', pricePence: 300 },
} as const;

async function insertCatalogue(db: Queryable): Promise<void> {
  await db.query(
    `insert into categories (id, parent_id, name, short_name, url_name, position)
     values ('990000', null, 'Test', 'Test', 'Test', 1) on conflict do nothing`,
  );
  const rows: [keyof typeof P, string, string, number, string, boolean, string, number][] = [
    ['milk', 'Whole Milk', 'C62', 1, '2 pints', true, 'GROCERY', 0],
    ['bread', 'Sourdough', 'C62', 1, '800g', true, 'GROCERY', 0],
    ['bananas', 'Loose Bananas', 'KGM', 0.9, 'per kg', true, 'GROCERY', 0],
    ['hamper', 'Pantry Hamper', 'C62', 1, 'each', true, 'GROCERY', 0],
    ['platter', 'Party Platter', 'C62', 1, 'serves 10', true, 'ENTERTAINING_PLACED_AT_HOME', 2],
    ['cake', 'Celebration Cake', 'C62', 1, 'serves 20', true, 'ENTERTAINING_PLACED_AT_HOME', 7],
    ['gone', 'Seasonal Jam', 'C62', 1, '340g', false, 'GROCERY', 0],
  ];
  for (const [key, name, uom, average, size, available, serviceType, noticeDays] of rows) {
    const product = P[key];
    await db.query(
      `insert into products (id, line_number, name, brand, category_id, size, uom, price_pence, average_quantity,
         unit_price_text, available, service_type, notice_days, image_colour)
       values ($1, $2, $3, 'Test', '990000', $4, $5, $6, $7, 'n/a', $8, $9, $10, '#336699')
       on conflict do nothing`,
      [
        product.id,
        product.id.slice(0, 6),
        name,
        size,
        uom,
        product.pricePence,
        average,
        available,
        serviceType,
        noticeDays,
      ],
    );
  }
  await db.query(
    `insert into branches (id, name, address1, city, postcode, offers_delivery, offers_grocery_collection,
       offers_entertaining_collection, delivery_postcode_areas)
     values ($1, 'Testbury', '1 Test Row', 'Testbury', 'TE1 1ST', true, true, true, '{TE}') on conflict do nothing`,
    [TEST_BRANCH_ID],
  );
}

/** The services plus the test catalogue and branch. */
export function useOrderApp(target: TestDatabaseTarget, options: TestAppOptions = {}): TestApp {
  const testApp = useTestApp(target, options);
  beforeAll(async () => {
    await insertCatalogue(testApp.db());
  });
  return testApp;
}

import type { TestShopper } from '../../testing/test-shopper.ts';
export { newShopper, type TestShopper } from '../../testing/test-shopper.ts';

/** Lines straight into an order's trolley (for states the API would not allow, e.g. unavailable products). */
export async function putLines(
  db: Queryable,
  orderId: string,
  lines: readonly { product: { id: string }; amount: number; uom?: string }[],
): Promise<void> {
  for (const line of lines) {
    await db.query(
      `insert into trolley_items (customer_order_id, product_id, line_number, quantity_amount, quantity_uom,
         created_at, updated_at)
       values ($1, $2, $3, $4, $5, now(), now())`,
      [orderId, line.product.id, line.product.id.slice(0, 6), line.amount, line.uom ?? 'C62'],
    );
  }
}

let slotMinute = 0;

/**
 * How far to move a test clock so that it reads one minute before a slot
 * starts: past the slot's amend cut-off (11:30pm the night before), whatever
 * the time of day the test runs at. Sessions made before the move may have
 * expired by then: make the shopper after it.
 */
export async function untilJustBefore(db: Queryable, slotId: string, now: Date): Promise<number> {
  const [slot] = await db.query<{ start: Date | string }>('select start_date_time as start from slots where id = $1', [
    slotId,
  ]);
  if (!slot) throw new Error(`No slot ${slotId}`);
  return new Date(slot.start).getTime() - now.getTime() - 60_000;
}

/** A slot at the test branch starting `hoursAhead` from `now` (an hour long). */
export async function addSlot(
  db: Queryable,
  now: Date,
  options: {
    slotType?: BookableSlotType;
    hoursAhead?: number;
    capacity?: number;
    reserved?: number;
    chargePence?: number;
  } = {},
): Promise<string> {
  const { slotType = 'DELIVERY', hoursAhead = 96, capacity = 5, reserved = 0, chargePence = 350 } = options;
  slotMinute += 1;
  const start = new Date(now.getTime() + hoursAhead * 3_600_000 + slotMinute * 60_000);
  const id = `T-${randomBytes(5).toString('hex')}`;
  await db.query(
    `insert into slots (id, branch_id, slot_type, start_date_time, end_date_time, capacity, reserved, delivery_charge_pence)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      TEST_BRANCH_ID,
      slotType,
      start,
      new Date(start.getTime() + 3_600_000),
      capacity,
      reserved,
      slotType === 'DELIVERY' ? chargePence : 0,
    ],
  );
  return id;
}

/**
 * A reservation for an order, taking a place in the slot while it holds one.
 * UNCONFIRMED holds last two hours unless `expiresAt` says otherwise.
 * To test a lapsed hold, hold briefly and move the clock on.
 */
export async function holdSlot(
  db: Queryable,
  now: Date,
  input: {
    orderId: string;
    slotId: string;
    status?: 'UNCONFIRMED' | 'CONFIRMED' | 'EXPIRED';
    expiresAt?: Date;
    addressId?: string | null;
  },
): Promise<string> {
  const status = input.status ?? 'UNCONFIRMED';
  const id = `SR-T${randomBytes(4).toString('hex')}`;
  const expiresAt = status === 'CONFIRMED' ? null : (input.expiresAt ?? new Date(now.getTime() + 2 * 3_600_000));
  const [slot] = await db.query<{ slot_type: string }>('select slot_type from slots where id = $1', [input.slotId]);
  await db.query(
    `insert into slot_reservations (id, customer_order_id, slot_id, status, slot_type, branch_id, address_id, expires_at,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [id, input.orderId, input.slotId, status, slot?.slot_type, TEST_BRANCH_ID, input.addressId ?? null, expiresAt, now],
  );
  // Stored UNCONFIRMED holds count against the slot until swept, lapsed or not (as in the fulfilment service).
  if (status !== 'EXPIRED') await db.query('update slots set reserved = reserved + 1 where id = $1', [input.slotId]);
  return id;
}

export async function addAddress(db: Queryable, customerId: string): Promise<string> {
  const id = `A-T${randomBytes(4).toString('hex')}`;
  await db.query(
    `insert into addresses (id, customer_id, name, line1, town, postal_code) values ($1, $2, 'Test', '1 Test Row', 'Testbury', 'TE1 1ST')`,
    [id, customerId],
  );
  return id;
}

export async function orderState(db: Queryable, orderId: string): Promise<string | undefined> {
  const [row] = await db.query<{ state: string }>('select state from orders where customer_order_id = $1', [orderId]);
  return row?.state;
}

/** Posts a GraphQL operation as the header does. */
export async function graph(
  app: FastifyInstance,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
  tag = 'test',
) {
  return app.inject({
    method: 'POST',
    url: `/graph/live?clientType=WEB_APP&tag=${tag}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { query, variables },
  });
}

/**
 * Places the shopper's PENDING order as the order tests start from: a hamper and two milks, on a
 * delivery slot `hoursAhead` (four days by default), held for their address and placed by the route.
 */
export async function placeHamperOrder({ app, db, clock }: TestApp, who: TestShopper, hoursAhead = 96) {
  const addressId = await addAddress(db(), who.id);
  await putLines(db(), who.orderId, [
    { product: P.hamper, amount: 1 },
    { product: P.milk, amount: 2 },
  ]);
  const slotId = await addSlot(db(), clock.now(), { hoursAhead });
  const reservationId = await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId, addressId });
  const placed = await app().inject({
    method: 'PATCH',
    url: `/v1/orders/${who.orderId}/place`,
    headers: who.headers,
    payload: { event: 'PLACE' },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { slotId, reservationId, order: Order.parse(placed.json()) };
}
