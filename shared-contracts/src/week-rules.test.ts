import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOfWeek, shiftDate, startOfWeek, weeksBetween } from './week-rules.ts';

/** The London calendar date and weekday of an instant, by Intl: an oracle apart from the code under test. */
const LONDON_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
});
function londonDay(instant: Date): { date: string; weekday: string } {
  const parts = Object.fromEntries(LONDON_DAY.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, weekday: parts['weekday'] ?? '' };
}
const weekdayOf = (date: string) => londonDay(new Date(`${date}T12:00:00Z`)).weekday;

describe('the week rules', () => {
  it('start a week on Sunday by default, and on Monday for an ISO week', () => {
    // Tuesday 24 November 2026.
    expect(startOfWeek('2026-11-24')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-24', 'iso')).toBe('2026-11-23');
    // A Sunday starts its own week, and ends the ISO week that began the Monday before.
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22', 'iso')).toBe('2026-11-16');
    // Across a year's end.
    expect(startOfWeek('2027-01-01')).toBe('2026-12-27');
  });

  it('count weeks between dates: a Saturday and the Sunday after are a week apart by default, not in ISO', () => {
    expect(weeksBetween('2026-11-28', '2026-11-29')).toBe(1);
    expect(weeksBetween('2026-11-28', '2026-11-29', 'iso')).toBe(0);
    expect(weeksBetween('2026-11-29', '2026-11-28')).toBe(-1);
    expect(weeksBetween('2026-11-24', '2026-12-08')).toBe(2);
  });

  it('number the days of the week from Sunday', () => {
    expect([22, 23, 24, 25, 26, 27, 28].map((day) => dayOfWeek(`2026-11-${day}`))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('refuse what is not a calendar date', () => {
    expect(() => startOfWeek('2026-02-30')).toThrow(RangeError);
    expect(() => startOfWeek('24/11/2026')).toThrow(RangeError);
  });
});

/** Instants around the clock changes (last Sundays of March and October) and anywhere else, 2000-2060. */
const anyInstant = fc.oneof(
  fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true }),
  fc
    .record({
      year: fc.integer({ min: 2000, max: 2060 }),
      month: fc.constantFrom(2, 9),
      day: fc.integer({ min: 24, max: 31 }),
      minutes: fc.integer({ min: -180, max: 180 }),
    })
    .map(({ year, month, day, minutes }) => new Date(Date.UTC(year, month, day, 1, minutes))),
);

describe('the week rules, for any London instant (across clock changes)', () => {
  it('start the week on or before the date, within six days, on a Sunday (default) or a Monday (ISO)', () => {
    fc.assert(
      fc.property(anyInstant, fc.constantFrom('default' as const, 'iso' as const), (instant, rule) => {
        const { date } = londonDay(instant);
        const start = startOfWeek(date, rule);
        expect(start <= date).toBe(true);
        expect(shiftDate(start, 6) >= date).toBe(true);
        expect(weekdayOf(start)).toBe(rule === 'iso' ? 'Monday' : 'Sunday');
        expect(weeksBetween(start, date, rule)).toBe(0);
        // The ISO week starts the day after the default one, or six days before it on a Sunday.
        const gap = weeksBetween(startOfWeek(date), startOfWeek(date, 'iso'));
        expect(gap === 0 || (gap === -1 && weekdayOf(date) === 'Sunday')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('agree with Intl on the weekday of every date', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const { date, weekday } = londonDay(instant);
        expect(weekdayOf(shiftDate(date, -dayOfWeek(date)))).toBe('Sunday');
        expect(weekday).toBe(weekdayOf(date));
      }),
    );
  });
});
