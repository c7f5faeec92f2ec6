import type { Database, Queryable } from '../../db/database.ts';
import { hashPassword, type ScryptCost } from '../auth/password.ts';
import { amendOrderCutoff } from '../fulfilment/amend-cutoff.ts';
import { addDays, type LocalDate, londonDateOf, londonInstant } from '../fulfilment/london-time.ts';
import { releaseReservation } from '../fulfilment/reservation-rows.ts';
import { hashString, seededRandom } from '../fulfilment/seeded-random.ts';
import { evaluateTrolley } from '../trolley/evaluate-trolley.ts';
import { unitPricePence } from '../trolley/line-pricing.ts';
import { loadTrolleyLines } from '../trolley/trolley-lines.ts';
import { refreshTrolleySummary } from '../trolley/trolley-summary-store.ts';
import {
  DEMO_BRANCH_ID,
  DEMO_HOLD_MS,
  DEMO_PASSWORD,
  DEMO_TROLLEY_ACCOUNTS,
  type DemoAccount,
  type DemoLines,
  type DemoSlotPlan,
} from './demo-accounts.ts';
import type { SnapshotLine } from './start-amend.ts';

export type TrolleySeedOptions = { readonly passwordCost?: ScryptCost };

/**
 * The demo shoppers of docs/trolley-and-orders.md. Idempotent: accounts,
 * addresses, orders and their lines are added only when missing (a demo
 * shopper's own changes stay). Time-relative state is refreshed on every run
 * while the order is still in its demo state: a PENDING demo order without a
 * live hold gets a new one, and an AMENDING demo order whose slot has gone
 * (or, for amending@, no longer has its cut-off today) is moved to a fresh one.
 * Runs after the catalogue and fulfilment steps.
 */
export async function seedTrolleyAndOrders(
  db: Database,
  now: Date,
  options: TrolleySeedOptions = {},
): Promise<Record<string, number>> {
  const existing = new Set(
    (
      await db.query<{ id: string }>('select id from customers where id = any($1::text[])', [
        DEMO_TROLLEY_ACCOUNTS.map((demo) => demo.id),
      ])
    ).map((row) => row.id),
  );
  const missing = DEMO_TROLLEY_ACCOUNTS.filter((demo) => !existing.has(demo.id));
  // Hash before the transaction: scrypt is deliberately slow.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD, options.passwordCost)));

  return db.transaction(async (tx) => {
    const customersAdded = await countRows(
      tx,
      `insert into customers (id, email, name, password_hash, role, default_branch_id)
       select id, email, name, hash, 'customer', $5 from unnest($1::text[], $2::text[], $3::text[], $4::text[])
         as c (id, email, name, hash)
       on conflict do nothing returning 1`,
      [missing.map((d) => d.id), missing.map((d) => d.email), missing.map((d) => d.name), hashes, DEMO_BRANCH_ID],
    );
    const addressesAdded = await countRows(
      tx,
      `insert into addresses (id, customer_id, name, line1, town, region, postal_code, created_at)
       select id, customer_id, name, line1, 'Richmond', 'Greater London', postal_code, $6::timestamptz
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as a (id, customer_id, name, line1, postal_code)
       where exists (select 1 from customers c where c.id = a.customer_id)
       on conflict do nothing returning 1`,
      [
        DEMO_TROLLEY_ACCOUNTS.map((d) => d.addressId),
        DEMO_TROLLEY_ACCOUNTS.map((d) => d.id),
        DEMO_TROLLEY_ACCOUNTS.map((d) => d.name),
        DEMO_TROLLEY_ACCOUNTS.map((d, index) => `${12 + index * 7} Fernleaf Gardens`),
        DEMO_TROLLEY_ACCOUNTS.map((d) => d.postalCode),
        now,
      ],
    );
    const orders = DEMO_TROLLEY_ACCOUNTS.flatMap((demo) => [
      { id: demo.orderId, customerId: demo.id, state: demo.state, order: 2 },
      ...(demo.pastOrder
        ? [{ id: demo.pastOrder.orderId, customerId: demo.id, state: demo.pastOrder.state, order: 1 }]
        : []),
    ]);
    const added = await tx.query<{ customer_order_id: string }>(
      `insert into orders (customer_order_id, customer_id, state, created_at, updated_at)
       select id, customer_id, state, $4::timestamptz - make_interval(days => rank), $4::timestamptz
       from unnest($1::text[], $2::text[], $3::text[], $5::int[]) as o (id, customer_id, state, rank)
       where exists (select 1 from customers c where c.id = o.customer_id)
       on conflict do nothing returning customer_order_id`,
      [
        orders.map((o) => o.id),
        orders.map((o) => o.customerId),
        orders.map((o) => o.state),
        now,
        orders.map((o) => o.order),
      ],
    );
    const newOrders = new Set(added.map((row) => row.customer_order_id));

    let linesAdded = 0;
    let holdsAdded = 0;
    for (const demo of DEMO_TROLLEY_ACCOUNTS) {
      const isNew = newOrders.has(demo.orderId);
      if (isNew) linesAdded += await insertLines(tx, demo.orderId, demo.lines, demo.state !== 'PENDING', now);
      holdsAdded += await refreshSlot(tx, demo, now);
      if (isNew && demo.state === 'AMENDING') await markAmending(tx, demo, now);
      if (demo.onHold) {
        await tx.query(
          `insert into account_holds (customer_id, reason, created_at) values ($1, 'Demo: payment review', $2)
           on conflict do nothing`,
          [demo.id, now],
        );
      }
      const past = demo.pastOrder;
      if (past && newOrders.has(past.orderId)) {
        linesAdded += await insertLines(tx, past.orderId, demo.lines, true, now);
        const slotId = await findNextSlot(tx, 'DELIVERY', now);
        if (slotId)
          holdsAdded += await hold(tx, `SR-${past.orderId}-1`, past.orderId, slotId, demo.addressId, 'CONFIRMED', now);
        await tx.query('update orders set placed_at = $2 where customer_order_id = $1', [past.orderId, now]);
      }
    }
    // Every new order's header summary, kept as its lines are (migration 013).
    for (const orderId of newOrders) await refreshTrolleySummary(tx, orderId, now);
    return { customersAdded, addressesAdded, ordersAdded: newOrders.size, linesAdded, holdsAdded };
  });
}

async function countRows(tx: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `with changed as (${sql}) select count(*)::int as n from changed`,
    params,
  );
  return row?.n ?? 0;
}

type ProductPick = { id: string; line_number: string; price_pence: number };

/** The demo lines: products picked by line number (stable across runs), quantities from a seeded PRNG. */
async function insertLines(tx: Queryable, orderId: string, plan: DemoLines, placed: boolean, now: Date) {
  if (plan.kind === 'none') return 0;
  const random = seededRandom(hashString(orderId));
  const available = (where: string, limit: number, offset: number) =>
    tx.query<ProductPick>(
      `select id, line_number, price_pence from products
       where service_type = 'GROCERY' and uom = 'C62' and ${where}
       order by line_number limit $1 offset $2`,
      [limit, offset],
    );
  const lines: { id: string; line: string; amount: number }[] = [];
  if (plan.kind === 'many') {
    for (const product of await available('available', plan.count, plan.offset)) {
      lines.push({ id: product.id, line: product.line_number, amount: 1 });
    }
  } else if (plan.kind === 'cheap') {
    for (const product of await available('available and price_pence < 300', plan.count, 0)) {
      lines.push({ id: product.id, line: product.line_number, amount: 1 });
    }
  } else {
    let total = 0;
    for (const product of await available('available', 40, plan.offset)) {
      if (total >= plan.minimumPence) break;
      const amount = 1 + Math.floor(random() * 3);
      lines.push({ id: product.id, line: product.line_number, amount });
      total += product.price_pence * amount;
    }
    for (const product of await available('not available', plan.unavailable ?? 0, 0)) {
      lines.push({ id: product.id, line: product.line_number, amount: 1 });
    }
  }
  const inserted = await tx.query(
    `insert into trolley_items (customer_order_id, product_id, line_number, quantity_amount, quantity_uom,
       reserved_quantity, created_at, updated_at)
     select $1, product_id, line_number, amount, 'C62', case when $5 then amount else 0 end, $6, $6
     from unnest($2::text[], $3::text[], $4::numeric[]) with ordinality as l (product_id, line_number, amount, position)
     order by position
     on conflict do nothing returning 1`,
    [orderId, lines.map((l) => l.id), lines.map((l) => l.line), lines.map((l) => l.amount), placed, now],
  );
  return inserted.length;
}

/** The first slot of the type at the demo branch on the London `day` that has room. */
function findSlot(tx: Queryable, slotType: string, day: LocalDate, now: Date): Promise<string | undefined> {
  return firstSlotWithRoom(tx, slotType, now, londonInstant(day, '00:00'), londonInstant(addDays(day, 1), '00:00'));
}

/**
 * The first slot of the type at the demo branch that has not started and has
 * room, whatever the day: after the evening's last slot it is tomorrow's.
 */
function findNextSlot(tx: Queryable, slotType: string, now: Date): Promise<string | undefined> {
  return firstSlotWithRoom(tx, slotType, now, now, null);
}

async function firstSlotWithRoom(
  tx: Queryable,
  slotType: string,
  now: Date,
  from: Date,
  before: Date | null,
): Promise<string | undefined> {
  const [slot] = await tx.query<{ id: string }>(
    `select id from slots s
     where branch_id = $1 and slot_type = $2 and start_date_time > $3 and start_date_time >= $4
       and ($5::timestamptz is null or start_date_time < $5)
       and reserved < capacity and not exists (select 1 from slot_withdrawals w where w.slot_id = s.id)
     order by start_date_time limit 1`,
    [DEMO_BRANCH_ID, slotType, now, from, before],
  );
  return slot?.id;
}

async function hold(
  tx: Queryable,
  id: string,
  orderId: string,
  slotId: string,
  addressId: string,
  status: 'UNCONFIRMED' | 'CONFIRMED',
  now: Date,
): Promise<number> {
  const inserted = await tx.query(
    `insert into slot_reservations
       (id, customer_order_id, slot_id, status, slot_type, branch_id, address_id, expires_at, created_at, updated_at)
     select $1, $2, s.id, $4, s.slot_type, s.branch_id, $5, $6, $7, $7 from slots s where s.id = $3
     on conflict do nothing returning 1`,
    [
      id,
      orderId,
      slotId,
      status,
      addressId,
      status === 'UNCONFIRMED' ? new Date(now.getTime() + DEMO_HOLD_MS) : null,
      now,
    ],
  );
  if (inserted.length > 0) await tx.query('update slots set reserved = reserved + 1 where id = $1', [slotId]);
  return inserted.length;
}

const stamp = (now: Date) => now.toISOString().replace(/\D/g, '').slice(0, 12);

/**
 * Keeps the demo order's slot current while the order is still in its demo
 * state: a PENDING order gets a fresh hold when it has no live one; an
 * AMENDING order gets a fresh confirmed slot when its own has gone, or (for
 * the amend cut-off demo) is no longer on tomorrow's date.
 */
async function refreshSlot(tx: Queryable, demo: DemoAccount, now: Date): Promise<number> {
  const plan = demo.slot;
  if (plan.kind === 'none') return 0;
  const [order] = await tx.query<{ state: string }>(
    'select state from orders where customer_order_id = $1 for update',
    [demo.orderId],
  );
  if (order?.state !== demo.state) return 0;
  const reservations = await tx.query<{ id: string; status: string; expires_at: Date | null; start_date_time: Date }>(
    `select r.id, r.status, r.expires_at, s.start_date_time from slot_reservations r join slots s on s.id = r.slot_id
     where r.customer_order_id = $1 and r.status in ('UNCONFIRMED', 'CONFIRMED')`,
    [demo.orderId],
  );
  const wantedDay = slotDay(plan, now);
  const live = reservations.find(
    (r) =>
      (r.status === 'CONFIRMED' || (r.expires_at !== null && new Date(r.expires_at) > now)) &&
      new Date(r.start_date_time) > now &&
      (!plan.exactDay || londonDateOf(new Date(r.start_date_time)) === wantedDay),
  );
  if (live) return 0;
  const slotId = await findSlot(tx, plan.slotType, wantedDay, now);
  if (!slotId) return 0;
  for (const stale of reservations) await releaseReservation(tx, stale.id, now);
  const status = demo.state === 'PENDING' ? 'UNCONFIRMED' : 'CONFIRMED';
  const id = `SR-${demo.orderId}-${stamp(now)}`;
  const added = await hold(tx, id, demo.orderId, slotId, demo.addressId, status, now);
  if (status === 'CONFIRMED') {
    await tx.query('update amend_snapshots set confirmed_reservation_id = $2 where customer_order_id = $1', [
      demo.orderId,
      id,
    ]);
  }
  return added;
}

/** An hour: what is left of an amend window for the cut-off to count as still ahead. */
const AMENDABLE_FOR_MS = 60 * 60 * 1000;

/**
 * The London day a demo slot goes on: `daysAhead` days on, or for an exact-day demo (the amend
 * cut-off "today") the first day from there whose cut-off is at least an hour ahead. Late in the
 * evening tomorrow's cut-off has passed, and the demo order would show no amend window at all, nor
 * let its shopper change or cancel the slot, for the rest of a session started then.
 */
function slotDay(plan: Extract<DemoSlotPlan, { kind: 'slot' }>, now: Date): LocalDate {
  let day = addDays(londonDateOf(now), plan.daysAhead);
  const amendableUntil = (date: LocalDate) =>
    amendOrderCutoff({ slotType: plan.slotType, startDateTime: londonInstant(date, '00:00') }).getTime();
  while (plan.exactDay && amendableUntil(day) - now.getTime() < AMENDABLE_FOR_MS) day = addDays(day, 1);
  return day;
}

/** A new AMENDING demo order: placed a day ago, card authorised for its total, snapshot taken now. */
async function markAmending(tx: Queryable, demo: DemoAccount, now: Date): Promise<void> {
  const evaluated = await evaluateTrolley(tx, demo.orderId, now);
  const lines: SnapshotLine[] = (await loadTrolleyLines(tx, demo.orderId)).map((line) => ({
    productId: line.productId,
    lineNumber: line.lineNumber,
    quantityAmount: line.quantity.amount,
    quantityUom: line.quantity.uom,
    noteToShopper: line.noteToShopper,
    personalisedMessage: line.personalisedMessage,
    reservedQuantity: line.reservedQuantity,
    pricePence: unitPricePence(line.product, line.quantity.uom),
  }));
  await tx.query(
    `update orders set placed_at = $2::timestamptz - interval '1 day', amend_started_at = $2, authorised_amount_pence = $3,
       preparation_started_at = case when $4 then $2::timestamptz end
     where customer_order_id = $1`,
    [demo.orderId, now, evaluated.totals.totalPence, demo.preparationStarted === true],
  );
  await tx.query(
    `insert into amend_snapshots (customer_order_id, taken_at, lines, confirmed_reservation_id, authorised_amount_pence)
     values ($1, $2, $3::text::jsonb, $4, $5) on conflict do nothing`,
    [
      demo.orderId,
      now,
      JSON.stringify(lines),
      evaluated.reservations.confirmed?.id ?? null,
      evaluated.totals.totalPence,
    ],
  );
}
