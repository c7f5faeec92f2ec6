/*
 * Weeks (spec section 9, "Limits": "Week starts Sunday by default; ISO week
 * uses Monday"), decision 024. Schema-free and on calendar dates
 * ("2026-11-24", a London day as the services' fromDate/toDate have it), so
 * clock changes never move a day: take the London date of an instant first.
 */

/** Which day starts a week: Sunday by default, Monday for an ISO week. */
export type WeekRule = 'default' | 'iso';

/** The first day of the week under each rule, as `dayOfWeek` numbers it. */
export const WEEK_STARTS: Readonly<Record<WeekRule, number>> = Object.freeze({ default: 0, iso: 1 });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function utcNoon(date: string): Date {
  const day = DATE.test(date) ? new Date(`${date}T12:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return day;
}

/** 0 Sunday, 1 Monday … 6 Saturday. */
export function dayOfWeek(date: string): number {
  return utcNoon(date).getUTCDay();
}

/** The calendar date `days` later (or earlier, when negative). */
export function shiftDate(date: string, days: number): string {
  const day = utcNoon(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The first day of the week `date` is in: the Sunday on or before it, or the Monday for an ISO week. */
export function startOfWeek(date: string, rule: WeekRule = 'default'): string {
  const back = (dayOfWeek(date) - WEEK_STARTS[rule] + 7) % 7;
  return shiftDate(date, -back);
}

/** Whole weeks from the week `from` is in to the week `date` is in: 0 this week, 1 next week, -1 last week. */
export function weeksBetween(from: string, date: string, rule: WeekRule = 'default'): number {
  const days = (utcNoon(startOfWeek(date, rule)).getTime() - utcNoon(startOfWeek(from, rule)).getTime()) / 86_400_000;
  return Math.round(days / 7);
}
