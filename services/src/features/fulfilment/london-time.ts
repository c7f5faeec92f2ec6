import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every fulfilment rule (slot times, cut-offs, "today") is in UK time. */
export const LONDON = 'Europe/London';

/** A London calendar date, 'YYYY-MM-DD'. */
export type LocalDate = string;

/** The London date of an instant: the contract's, which the header and the host's pages use too. */
export { londonDateOf } from '@grocer/shared-contracts/domain';

/** The instant a London wall-clock time happens, e.g. ('2025-03-30', '07:00') → 06:00Z (BST). */
export function londonInstant(date: LocalDate, time: string): Date {
  return dayjs.tz(`${date} ${time}`, LONDON).toDate();
}

/** Calendar arithmetic on plain dates, free of clock changes. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: LocalDate): number {
  return dayjs.utc(date).day();
}
