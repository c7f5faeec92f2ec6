import type { Queryable } from '../../db/database.ts';
import type { DemoBranch } from './demo-branches.ts';
import type { ScheduledSlot } from './slot-schedule.ts';

/** Runs an insert or delete `… returning 1` and says how many rows it touched. */
export async function countInserted(tx: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `with changed as (${sql}) select count(*)::int as n from changed`,
    params,
  );
  return row?.n ?? 0;
}

/** Adds the branches that are missing; never changes one that exists. */
export function insertBranches(tx: Queryable, branches: readonly DemoBranch[]): Promise<number> {
  const column = <T>(pick: (branch: DemoBranch) => T) => branches.map(pick);
  return countInserted(
    tx,
    `insert into branches (id, name, address1, city, postcode, phone, offers_delivery,
       offers_grocery_collection, offers_entertaining_collection, delivery_postcode_areas)
     select id, name, address1, city, postcode, phone, delivery, grocery, entertaining, string_to_array(areas, ',')
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                 $7::boolean[], $8::boolean[], $9::boolean[], $10::text[])
       as b (id, name, address1, city, postcode, phone, delivery, grocery, entertaining, areas)
     on conflict do nothing returning 1`,
    [
      column((b) => b.id),
      column((b) => b.name),
      column((b) => b.address1),
      column((b) => b.city),
      column((b) => b.postcode),
      column((b) => b.phone),
      column((b) => b.services.includes('DELIVERY')),
      column((b) => b.services.includes('GROCERY_COLLECTION')),
      column((b) => b.services.includes('ENTERTAINING_COLLECTION')),
      column((b) => (b.deliveryAreas ?? []).join(',')),
    ],
  );
}

/**
 * Adds the slots that are missing. Each column goes as one comma-joined string, split in SQL:
 * PGlite's client quotes and escapes every element of an array parameter, which took seconds
 * for the stores' 45,000 slots (ids and types hold no commas; times go as epoch seconds).
 */
export function insertSlots(tx: Queryable, slots: readonly ScheduledSlot[]): Promise<number> {
  const joined = (pick: (slot: ScheduledSlot) => string | number) => slots.map(pick).join(',');
  return countInserted(
    tx,
    `insert into slots (id, branch_id, slot_type, start_date_time, end_date_time, capacity, reserved,
       delivery_charge_pence)
     select id, branch_id, slot_type, to_timestamp(start_epoch), to_timestamp(end_epoch), capacity, reserved, charge
     from unnest(string_to_array($1, ','), string_to_array($2, ','), string_to_array($3, ','),
                 string_to_array($4, ',')::float8[], string_to_array($5, ',')::float8[],
                 string_to_array($6, ',')::int[], string_to_array($7, ',')::int[], string_to_array($8, ',')::int[])
       as s (id, branch_id, slot_type, start_epoch, end_epoch, capacity, reserved, charge)
     on conflict do nothing returning 1`,
    [
      joined((s) => s.id),
      joined((s) => s.branchId),
      joined((s) => s.slotType),
      joined((s) => s.start.getTime() / 1000),
      joined((s) => s.end.getTime() / 1000),
      joined((s) => s.capacity),
      joined((s) => s.reserved),
      joined((s) => s.deliveryChargePence),
    ],
  );
}
