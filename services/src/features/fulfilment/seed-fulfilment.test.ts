import { expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { seed } from '../../seed/demo-accounts.ts';
import { describeEachDatabase, useDatabase } from '../../testing/database-suite.ts';
import { verifyPassword } from '../auth/password.ts';
import { DEMO_CONFIRMED_RESERVATION, DEMO_PASS_ACTIVE_SHOPPER } from './demo-fulfilment.ts';
import { addDays, londonDateOf } from './london-time.ts';
import { SCHEDULE_DAYS } from './slot-schedule.ts';
import { seedFulfilment } from './seed-fulfilment.ts';

const CHEAP = { passwordCost: { N: 1024, r: 8, p: 1 } };
const NOW = new Date('2025-11-03T09:15:00Z');
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('fulfilment seed', (target) => {
  const db = useDatabase(target);

  it('adds branches, demo shoppers, addresses, passes and three weeks of slots', async () => {
    await migrate(db());
    await seed(db());
    const result = await seedFulfilment(db(), NOW, CHEAP);
    expect(result).toMatchObject({
      customersAdded: 2,
      ordersAdded: 2,
      addressesAdded: 5,
      passesAdded: 2,
      reservationsAdded: 1,
    });
    expect(result['branchesAdded']).toBeGreaterThanOrEqual(20);
    expect(result['slotsAdded']).toBeGreaterThan(10_000);

    const branches = await db().query<{ id: string }>('select id from branches where offers_grocery_collection');
    expect(branches.map((b) => b.id)).toEqual(expect.arrayContaining(['651', '427']));
    const [span = { first: new Date(0), last: new Date(0) }] = await db().query<{ first: Date; last: Date }>(
      'select min(start_date_time) as first, max(start_date_time) as last from slots',
    );
    expect(new Date(span.first).getTime()).toBeGreaterThan(NOW.getTime());
    expect(londonDateOf(new Date(span.last))).toBe(addDays(londonDateOf(NOW), SCHEDULE_DAYS - 1));
  });

  it('changes nothing when run again at the same moment', async () => {
    const snapshot = () => db().query('select id, capacity, reserved, delivery_charge_pence from slots order by id');
    const before = await snapshot();
    const again = await seedFulfilment(db(), NOW, CHEAP);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('a week later adds the new days, drops unreserved past slots and keeps reserved ones', async () => {
    const [reserved = { slot_id: '' }] = await db().query<{ slot_id: string }>(
      'select slot_id from slot_reservations where id = $1',
      [DEMO_CONFIRMED_RESERVATION.id],
    );
    const result = await seedFulfilment(db(), new Date(NOW.getTime() + 7 * DAY), CHEAP);
    expect(result['slotsAdded']).toBeGreaterThan(0);
    expect(result['slotsRemoved']).toBeGreaterThan(0);
    expect(result['reservationsAdded']).toBe(0);
    const kept = await db().query('select 1 from slots where id = $1', [reserved.slot_id]);
    expect(kept).toHaveLength(1);
  });

  it('books the amending demo order on a CONFIRMED delivery slot, counted against capacity', async () => {
    const [row = { status: '', slot_id: '', reserved: 0, capacity: 0 }] = await db().query<{
      status: string;
      slot_id: string;
      reserved: number;
      capacity: number;
    }>(
      `select r.status, r.slot_id, s.reserved, s.capacity from slot_reservations r join slots s on s.id = r.slot_id
       where r.id = $1`,
      [DEMO_CONFIRMED_RESERVATION.id],
    );
    expect(row.status).toBe('CONFIRMED');
    expect(row.slot_id).toBe(`D-427-${addDays(londonDateOf(NOW), 3).replaceAll('-', '')}-1000`);
    expect(row.reserved).toBeGreaterThanOrEqual(1);
    expect(row.reserved).toBeLessThanOrEqual(row.capacity);
  });

  it('gives the demo shoppers the password "groceries" and an open order', async () => {
    const [customer] = await db().query<{ password_hash: string }>(
      'select password_hash from customers where id = $1',
      [DEMO_PASS_ACTIVE_SHOPPER.id],
    );
    expect(await verifyPassword('groceries', customer?.password_hash ?? '')).toBe(true);
    const [order] = await db().query<{ state: string }>('select state from orders where customer_order_id = $1', [
      DEMO_PASS_ACTIVE_SHOPPER.openOrderId,
    ]);
    expect(order?.state).toBe('PENDING');
  });
});
