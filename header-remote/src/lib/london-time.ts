/**
 * Slot dates and times as the shopper reads them (spec section 9): Europe/London
 * time, locale en-gb, dates like "Monday 5 March", times like "9am", "9:30am",
 * "12:00 midday", and 11:30pm or later (and midnight) as "12AM".
 *
 * dayjs (with its utc plugin) is ~4 KB gzip:
 * import this module only from code loaded with `import()`, never from the
 * closed header's critical path. The rules agree with the contracts'
 * `formatAmendTime` / `formatAmendDate` (Intl); a property test holds them together.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export const LONDON = 'Europe/London';
const LOCALE = 'en-gb';

/**
 * London's wall clock, made once: the timezone plugin's `.tz()` formatted with a new
 * `toLocaleString` on every call, about 0.1 ms each, several times in every render of a booked
 * slot (a server renders one for each signed-in page).
 */
const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** How far London's clock is ahead of UTC at the instant, in minutes (0 or 60). */
function londonOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(LONDON_CLOCK.formatToParts(instant).map((part) => [part.type, part.value]));
  const field = (type: string) => Number(parts[type]);
  const wallClock = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((wallClock - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant's London wall-clock time, for reading its fields and formatting
 * (no zone tokens). Only the offset comes from Intl: dayjs's own zone switching
 * (`.tz()`, `.utcOffset(n)`) goes through the browser's local time, which shifts
 * times near that zone's own clock changes (seen with a browser set to Lord Howe
 * Island). Kept in UTC mode and moved by the offset, the fields are right whatever
 * the browser's zone.
 */
export function inLondon(instant: Date | string): Dayjs {
  const at = dayjs.utc(instant);
  return at.add(londonOffsetMinutes(at.toDate()), 'minute').locale(LOCALE);
}

/** "9am", "9:30am", "12:00 midday", "12AM" (midnight, and 11:30pm or later). */
export function formatLondonTime(instant: Date | string): string {
  const at = inLondon(instant);
  const hour = at.hour();
  const minute = at.minute();
  // The spec rounds the last half hour of the day up to midnight (an 11:30pm cut-off reads "12AM").
  if ((hour === 23 && minute >= 30) || (hour === 0 && minute === 0)) return '12AM';
  if (hour === 12 && minute === 0) return '12:00 midday';
  return at.format(minute === 0 ? 'ha' : 'h:mma');
}

/** "Monday 5 March": the London calendar day, no year. */
export function formatLondonDate(instant: Date | string): string {
  return inLondon(instant).format('dddd D MMMM');
}

/** A slot's hours, "9am - 10am". */
export function formatLondonTimeRange(start: Date | string, end: Date | string): string {
  return `${formatLondonTime(start)} - ${formatLondonTime(end)}`;
}
