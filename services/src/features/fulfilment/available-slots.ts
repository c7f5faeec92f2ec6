import { type BookableSlotType, moneyFromPence, Slot } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { amendOrderCutoff } from './amend-cutoff.ts';
import { addDays, type LocalDate, londonInstant } from './london-time.ts';

type SlotRow = {
  id: string;
  branch_id: string;
  slot_type: BookableSlotType;
  start_date_time: Date;
  end_date_time: Date;
  delivery_charge_pence: number;
  remaining: number;
};

export type SlotSearch = {
  readonly slotType: BookableSlotType;
  readonly branchId: string;
  readonly fromDate: LocalDate;
  readonly toDate: LocalDate;
  readonly now: Date;
};

/**
 * A branch's bookable slots of one type between two London dates (both
 * inclusive): not yet started and still before their amend cut-off. Places
 * held by lapsed reservations not yet swept count as free (lazy expiry).
 */
export async function findBookableSlots(db: Queryable, search: SlotSearch): Promise<Slot[]> {
  const rows = await db.query<SlotRow>(
    `select s.id, s.branch_id, s.slot_type, s.start_date_time, s.end_date_time, s.delivery_charge_pence,
       s.capacity - s.reserved + (
         select count(*)::int from slot_reservations r
         where r.slot_id = s.id and r.status = 'UNCONFIRMED' and r.expires_at <= $5
       ) as remaining
     from slots s
     where s.slot_type = $1 and s.branch_id = $2
       and s.start_date_time >= $3 and s.start_date_time < $4 and s.start_date_time > $5
     order by s.start_date_time`,
    [
      search.slotType,
      search.branchId,
      londonInstant(search.fromDate, '00:00'),
      londonInstant(addDays(search.toDate, 1), '00:00'),
      search.now,
    ],
  );
  return rows.flatMap((row) => {
    const start = new Date(row.start_date_time);
    const cutoff = amendOrderCutoff({ slotType: row.slot_type, startDateTime: start });
    if (search.now >= cutoff) return [];
    return [
      Slot.parse({
        id: row.id,
        slotType: row.slot_type,
        branchId: row.branch_id,
        startDateTime: start.toISOString(),
        endDateTime: new Date(row.end_date_time).toISOString(),
        amendOrderCutoffDateTime: cutoff.toISOString(),
        remainingCapacity: Math.max(0, row.remaining),
        deliveryCharge: moneyFromPence(row.delivery_charge_pence),
      }),
    ];
  });
}
