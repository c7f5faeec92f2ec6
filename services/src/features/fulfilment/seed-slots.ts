import type { Database } from '../../db/database.ts';
import { DEMO_BRANCHES } from './demo-branches.ts';
import { expireStaleReservations } from './reservation-rows.ts';
import { countInserted, insertBranches, insertSlots } from './seed-rows.ts';
import { slotSchedule } from './slot-schedule.ts';

/** Past slots nobody ever reserved are dropped a day after they end. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The sample shop's branches and three weeks of their slots from `now`: no account, so a
 * production database may hold them. Idempotent: adds what is missing, never overwrites, never
 * deletes a slot anyone has reserved.
 */
export async function seedBranchesAndSlots(
  db: Database,
  now: Date,
): Promise<{ branchesAdded: number; slotsAdded: number; slotsRemoved: number; reservationsExpired: number }> {
  return db.transaction(async (tx) => {
    const branchesAdded = await insertBranches(tx, DEMO_BRANCHES);
    const slotsAdded = await insertSlots(tx, slotSchedule(DEMO_BRANCHES, now));
    const slotsRemoved = await countInserted(
      tx,
      `delete from slots s where s.end_date_time < $1
       and not exists (select 1 from slot_reservations r where r.slot_id = s.id) returning 1`,
      [new Date(now.getTime() - PRUNE_AFTER_MS)],
    );
    const reservationsExpired = await expireStaleReservations(tx, now, 'all');
    return { branchesAdded, slotsAdded, slotsRemoved, reservationsExpired };
  });
}
