import {
  formatLondonDate,
  londonClock,
  londonDateOf,
  shiftDate,
  weeksBetween,
  type Slot,
} from '@grocer/shared-contracts/domain';
import { timeRangeLabel } from '../shared/slot-text.ts';

/**
 * The slot pages show a week: today and the six days after it (London
 * calendar days), so the first free slot is in view whatever the weekday;
 * the days are grouped into the calendar weeks they fall in (decision 024).
 */
export const SLOT_GRID_DAYS = 7;

/** The week the grid shows from `now`: its dates, first and last. */
export function slotWeek(now: Date): { readonly fromDate: string; readonly toDate: string; readonly dates: string[] } {
  const fromDate = londonDateOf(now);
  const dates = Array.from({ length: SLOT_GRID_DAYS }, (_, index) => shiftDate(fromDate, index));
  return { fromDate, toDate: dates[dates.length - 1] ?? fromDate, dates };
}

/** "Tuesday 24 November" for a calendar date (noon UTC is on that date in London all year). */
export function dayLabel(date: string): string {
  return formatLondonDate(new Date(`${date}T12:00:00Z`));
}

export type SlotGridDay = { readonly date: string; readonly label: string };
export type SlotGridRow = {
  /** London start and end clock times, e.g. "09:00-10:00". */
  readonly key: string;
  readonly label: string;
  /** One per day of the grid; undefined where that day has no slot at this time. */
  readonly cells: readonly (Slot | undefined)[];
};
/** A run of the grid's days in one calendar week (Sunday to Saturday), with its name. */
export type SlotGridWeek = { readonly label: string; readonly days: number };
export type SlotGrid = {
  readonly days: readonly SlotGridDay[];
  readonly weeks: readonly SlotGridWeek[];
  readonly rows: readonly SlotGridRow[];
};

function weekLabel(weeksAhead: number): string {
  if (weeksAhead === 0) return 'This week';
  return weeksAhead === 1 ? 'Next week' : `In ${weeksAhead} weeks`;
}

/**
 * The grid's days grouped by calendar week, the week starting Sunday (spec
 * section 9's default rule): "This week" for the week of the first day
 * (today), "Next week" after it. On a Sunday all seven days are this week; on
 * a Saturday only today is.
 */
export function gridWeeks(dates: readonly string[]): SlotGridWeek[] {
  const [first] = dates;
  if (first === undefined) return [];
  const weeks: { ahead: number; days: number }[] = [];
  for (const date of dates) {
    const ahead = weeksBetween(first, date, 'default');
    const last = weeks.at(-1);
    if (last?.ahead === ahead) last.days += 1;
    else weeks.push({ ahead, days: 1 });
  }
  return weeks.map(({ ahead, days }) => ({ label: weekLabel(ahead), days }));
}

/**
 * Lays slots out as a timetable: a column per day, a row per time of day,
 * earliest first. Slots on other days are left out; should two slots share a
 * day and time, the first listed is kept.
 */
export function buildSlotGrid(slots: readonly Slot[], dates: readonly string[]): SlotGrid {
  const column = new Map(dates.map((date, index) => [date, index]));
  const rows = new Map<string, { label: string; cells: (Slot | undefined)[] }>();
  for (const slot of slots) {
    const start = new Date(slot.startDateTime);
    const index = column.get(londonDateOf(start));
    if (index === undefined) continue;
    const key = `${londonClock(start)}-${londonClock(new Date(slot.endDateTime))}`;
    let row = rows.get(key);
    if (!row) {
      row = { label: timeRangeLabel(slot), cells: dates.map(() => undefined) };
      rows.set(key, row);
    }
    row.cells[index] ??= slot;
  }
  return {
    days: dates.map((date) => ({ date, label: dayLabel(date) })),
    weeks: gridWeeks(dates),
    rows: [...rows.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, row]) => ({ key, label: row.label, cells: row.cells })),
  };
}
