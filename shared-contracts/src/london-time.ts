/**
 * Times and dates as the shopper reads them (spec section 9): Europe/London, en-GB, dates like
 * "Monday 5 March", times like "9am", "9:30am", "12:00 midday", and 11:30pm or later (and
 * midnight) as "12AM". The one London-time module: the header, the host's pages and the amend
 * rules all format with it, so they never disagree. One Intl formatter, made once: it gives the London wall
 * clock whatever zone the browser or server is in.
 */
const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type LondonParts = { year: string; month: string; day: string; weekday: string; hour: number; minute: number };

/** An ISO string or a Date, as the services' answers and the rules hold instants. */
export type Instant = Date | string;

const asDate = (instant: Instant): Date => (typeof instant === 'string' ? new Date(instant) : instant);

export function londonParts(instant: Instant): LondonParts {
  const parts = Object.fromEntries(LONDON_PARTS.formatToParts(asDate(instant)).map((part) => [part.type, part.value]));
  return {
    year: parts['year'] ?? '',
    month: parts['month'] ?? '',
    day: parts['day'] ?? '',
    weekday: parts['weekday'] ?? '',
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
  };
}

/**
 * Only the numeric date, for `londonDateOf`: the long parts above would need a month lookup. Made
 * once, like the one above: a formatter built per call cost the services 0.1 ms a date, most of a
 * week's slot listing (decision 019).
 */
const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The London calendar date of an instant, "2026-11-24": the shopper's day, which from 23:00 UTC
 * in summer is already UTC's tomorrow. It is how the services' `fromDate`/`toDate`, slot days and
 * the personalisation's `slotDate` name a day. An invalid date throws a RangeError, as Intl does.
 */
export function londonDateOf(instant: Instant): string {
  const parts = Object.fromEntries(LONDON_DATE.formatToParts(asDate(instant)).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

/**
 * Spec section 9's times: "9am", "9:30am", "12:00 midday", and midnight as
 * "12AM" — including 11:30pm and later, which the spec shows as 12AM.
 */
export function formatLondonTime(instant: Instant): string {
  const { hour, minute } = londonParts(instant);
  if ((hour === 23 && minute >= 30) || (hour === 0 && minute === 0)) return '12AM';
  if (hour === 12 && minute === 0) return '12:00 midday';
  const suffix = hour < 12 ? 'am' : 'pm';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minute).padStart(2, '0')}${suffix}`;
}

/** The London wall clock of an instant, "09:00": 24-hour and zero-padded, so times sort as text. */
export function londonClock(instant: Instant): string {
  const { hour, minute } = londonParts(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Spec section 9's dates: "Monday 5 March" (London calendar day, no year). */
export function formatLondonDate(instant: Instant): string {
  const { weekday, day, month } = londonParts(instant);
  return `${weekday} ${day} ${month}`;
}

/** A slot's hours, "9am - 10am". */
export function formatLondonTimeRange(start: Instant, end: Instant): string {
  return `${formatLondonTime(start)} - ${formatLondonTime(end)}`;
}

const LONDON_TIMESTAMP = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** A record's moment to the second, for staff pages such as the support audit: "24 Nov 2026, 09:30:15". */
export const formatLondonTimestamp = (instant: Instant): string => LONDON_TIMESTAMP.format(asDate(instant));
