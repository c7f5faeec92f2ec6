import type { Database } from '../../db/database.ts';
import { DEMO_BRANCHES } from './demo-branches.ts';
import { insertBranches, insertSlots } from './seed-rows.ts';
import { slotSchedule } from './slot-schedule.ts';
import { readStoreBranches, STORES_FILE } from './store-branches.ts';

export type StoreSeedOptions = {
  /** Where the stores file is; by default ../shared/data beside the repository. */
  readonly storesFile?: string;
};

/**
 * The real stores as collection branches (store-branches.ts), with three weeks of their
 * collection slots, after the fulfilment step. Idempotent, like every seed step. Without the
 * stores file it adds nothing and says so in its counts: the 30 invented branches serve alone.
 */
export async function seedStoreBranches(
  db: Database,
  now: Date,
  options: StoreSeedOptions = {},
): Promise<{ storeBranchesAdded: number; storeSlotsAdded: number }> {
  const branches = readStoreBranches(options.storesFile ?? STORES_FILE, DEMO_BRANCHES);
  if (branches.length === 0) return { storeBranchesAdded: 0, storeSlotsAdded: 0 };
  return db.transaction(async (tx) => {
    const storeBranchesAdded = await insertBranches(tx, branches);
    // Some 45,000 slots: on a restart, offer the database only the days it has not had yet. The
    // seed writes whole days and only ever deletes past slots, so a branch's slots up to its
    // latest are all there already.
    const latest = await tx.query<{ branch_id: string; slot_type: string; latest: Date }>(
      `select branch_id, slot_type, max(start_date_time) as latest from slots
       where branch_id = any($1::text[]) group by branch_id, slot_type`,
      [branches.map((branch) => branch.id)],
    );
    const seededUntil = new Map(latest.map((row) => [`${row.branch_id} ${row.slot_type}`, new Date(row.latest)]));
    const slots = slotSchedule(branches, now).filter(
      (slot) => slot.start > (seededUntil.get(`${slot.branchId} ${slot.slotType}`) ?? new Date(0)),
    );
    const storeSlotsAdded = slots.length > 0 ? await insertSlots(tx, slots) : 0;
    return { storeBranchesAdded, storeSlotsAdded };
  });
}
