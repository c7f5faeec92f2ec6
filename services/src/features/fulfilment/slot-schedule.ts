import type { BookableSlotType } from '@grocer/shared-contracts/domain';
import type { DemoBranch } from './demo-branches.ts';
import { addDays, type LocalDate, londonDateOf, londonInstant, weekdayOf } from './london-time.ts';
import { hashString, seededRandom } from './seeded-random.ts';

/** The seed keeps this many days of slots ahead, today included. */
export const SCHEDULE_DAYS = 21;

type Pattern = { readonly code: string; readonly startHours: readonly number[]; readonly hours: number };

/** When each service runs, London time. */
export const SLOT_PATTERNS: Readonly<Record<BookableSlotType, Pattern>> = {
  // Hourly, 7am to 10pm.
  DELIVERY: { code: 'D', startHours: range(7, 21), hours: 1 },
  // Hourly, 8am to 8pm.
  GROCERY_COLLECTION: { code: 'G', startHours: range(8, 19), hours: 1 },
  // Two-hour windows at the entertaining counter, 9am to 5pm.
  ENTERTAINING_COLLECTION: { code: 'E', startHours: [9, 11, 13, 15], hours: 2 },
};

export type ScheduledSlot = {
  readonly id: string;
  readonly branchId: string;
  readonly slotType: BookableSlotType;
  readonly start: Date;
  readonly end: Date;
  readonly capacity: number;
  /** Places other shoppers already hold, so the demo has busy and full slots. */
  readonly reserved: number;
  readonly deliveryChargePence: number;
};

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** D-651-20250106-0700: type, branch, London date and start time. */
export function slotId(slotType: BookableSlotType, branchId: string, date: LocalDate, startHour: number): string {
  return `${SLOT_PATTERNS[slotType].code}-${branchId}-${date.replaceAll('-', '')}-${pad(startHour)}00`;
}

/** Delivery costs most in the evening peak and at weekends; collection is free. */
export function deliveryChargePence(slotType: BookableSlotType, date: LocalDate, startHour: number): number {
  if (slotType !== 'DELIVERY') return 0;
  const weekday = weekdayOf(date);
  const weekend = weekday === 0 || weekday === 6 ? 100 : 0;
  if (startHour < 9) return 300 + weekend;
  if (startHour < 16) return 150 + weekend;
  if (startHour < 20) return 450 + weekend;
  return 250 + weekend;
}

const CAPACITY: Readonly<Record<BookableSlotType, { min: number; spread: number }>> = {
  DELIVERY: { min: 6, spread: 9 },
  GROCERY_COLLECTION: { min: 8, spread: 13 },
  ENTERTAINING_COLLECTION: { min: 3, spread: 4 },
};

function demand(id: string, slotType: BookableSlotType): { capacity: number; reserved: number } {
  const random = seededRandom(hashString(id));
  const { min, spread } = CAPACITY[slotType];
  const capacity = min + Math.floor(random() * spread);
  const roll = random();
  if (roll < 0.04) return { capacity, reserved: capacity };
  if (roll < 0.12) return { capacity, reserved: capacity - 1 };
  return { capacity, reserved: Math.floor(random() * capacity * 0.6) };
}

/**
 * Every slot the branches offer from today (London) for `days` days that has
 * not started by `now`. Deterministic: the same day and branch always give
 * the same ids, capacities and charges.
 */
export function slotSchedule(branches: readonly DemoBranch[], now: Date, days = SCHEDULE_DAYS): ScheduledSlot[] {
  const today = londonDateOf(now);
  const slots: ScheduledSlot[] = [];
  // Time-zone conversion is the slow part: do it once per date and hour, not per branch.
  const instants = new Map<string, Date>();
  const instant = (date: LocalDate, hour: number): Date => {
    const key = `${date} ${pad(hour)}:00`;
    let found = instants.get(key);
    if (found === undefined) {
      found = londonInstant(date, `${pad(hour)}:00`);
      instants.set(key, found);
    }
    return found;
  };
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    for (const branch of branches) {
      for (const slotType of branch.services) {
        const { startHours, hours } = SLOT_PATTERNS[slotType];
        for (const startHour of startHours) {
          const start = instant(date, startHour);
          if (start <= now) continue;
          const id = slotId(slotType, branch.id, date, startHour);
          slots.push({
            id,
            branchId: branch.id,
            slotType,
            start,
            end: instant(date, startHour + hours),
            ...demand(id, slotType),
            deliveryChargePence: deliveryChargePence(slotType, date, startHour),
          });
        }
      }
    }
  }
  return slots;
}
