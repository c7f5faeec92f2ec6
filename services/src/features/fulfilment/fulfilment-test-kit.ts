import { randomBytes } from 'node:crypto';
import type { BookableSlotType } from '@grocer/shared-contracts/domain';
import { beforeAll } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { type TestApp, useTestApp } from '../../testing/test-app.ts';
import type { TestDatabaseTarget } from '../../testing/test-database.ts';
import { addDays, londonDateOf, londonInstant } from './london-time.ts';
import { seedFulfilment } from './seed-fulfilment.ts';

/** Test-only: the services with the fulfilment seed applied (branches, demo shoppers, slots). */
export function useFulfilmentApp(target: TestDatabaseTarget): TestApp {
  const testApp = useTestApp(target);
  beforeAll(async () => {
    await seedFulfilment(testApp.db(), testApp.clock.now(), { passwordCost: { N: 1024, r: 8, p: 1 } });
  });
  return testApp;
}

export { newShopper, type TestShopper } from '../../testing/test-shopper.ts';

/** An address for a shopper, straight into the table. */
export async function addAddress(db: Queryable, customerId: string, postalCode = 'TW9 3BN'): Promise<string> {
  const id = `A-T${randomBytes(4).toString('hex')}`;
  await db.query(
    `insert into addresses (id, customer_id, name, line1, town, postal_code) values ($1, $2, 'Test', '1 Test Row', 'Richmond', $3)`,
    [id, customerId, postalCode],
  );
  return id;
}

let slotsAdded = 0;

/**
 * A slot of our own, so capacity tests do not depend on the seed's
 * imaginary demand: London date `daysAhead` from now, at `hour`.
 */
export async function addSlot(
  db: Queryable,
  now: Date,
  options: {
    slotType?: BookableSlotType;
    branchId?: string;
    daysAhead?: number;
    date?: string;
    hour?: number;
    capacity?: number;
    reserved?: number;
  } = {},
): Promise<string> {
  const { slotType = 'DELIVERY', branchId = '651', daysAhead = 5, hour = 6, capacity = 5, reserved = 0 } = options;
  const date = options.date ?? addDays(londonDateOf(now), daysAhead);
  const id = `T-${randomBytes(5).toString('hex')}`;
  // A fresh minute each call keeps (branch, type, start) unique without the caller's help.
  slotsAdded += 1;
  const start = londonInstant(date, `${String(hour).padStart(2, '0')}:${String(slotsAdded % 60).padStart(2, '0')}`);
  await db.query(
    `insert into slots (id, branch_id, slot_type, start_date_time, end_date_time, capacity, reserved, delivery_charge_pence)
     values ($1, $2, $3, $4, $5, $6, $7, 350)`,
    [id, branchId, slotType, start, new Date(start.getTime() + 60 * 60 * 1000), capacity, reserved],
  );
  return id;
}

export async function reservedPlaces(db: Queryable, slotId: string): Promise<number> {
  const [row] = await db.query<{ reserved: number }>('select reserved from slots where id = $1', [slotId]);
  return row?.reserved ?? -1;
}
