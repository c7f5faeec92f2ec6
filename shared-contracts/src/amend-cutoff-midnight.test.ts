import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amendNotice, formatAmendMessage } from './fulfilment-rules.ts';

/*
 * Spec section 9 shows midnight, and 11:30pm or later, as "12AM"; the Christmas cut-off is the
 * start of 15 December and the usual one (23:30) the end of the day before a slot. The sentence
 * says which end of the day its "12AM" is, so a shopper cannot take one for the other.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A London wall-clock time whose instant is plain arithmetic, so the test need not trust the
 * formatter it checks: GMT (UTC) from November to February, BST (UTC+1) from May to August.
 * Days 4 to 28 keep "now", up to three days earlier, in the same month and the same clock.
 */
const londonClock = fc.record({
  year: fc.integer({ min: 2000, max: 2100 }),
  month: fc.constantFrom(0, 1, 10, 11, 4, 5, 6, 7),
  day: fc.integer({ min: 4, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});
type LondonClock = { year: number; month: number; day: number; hour: number; minute: number };

const offsetHours = (month: number) => (month >= 4 && month <= 7 ? 1 : 0);
const instantOf = ({ year, month, day, hour, minute }: LondonClock) =>
  new Date(Date.UTC(year, month, day, hour - offsetHours(month), minute));
/** "Monday 15 December", worked out from the calendar alone. */
const dateWords = ({ year, month, day }: LondonClock) =>
  `${WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()]} ${day} ${MONTHS[month]}`;

describe('the amend sentence names which end of the day its 12AM is', () => {
  it('the start for 00:00, the end for 11:30pm and later, and the day it names is the cut-off’s London day', () => {
    fc.assert(
      fc.property(londonClock, fc.integer({ min: 1, max: 3 * 24 * 60 }), (clock, minutesBefore) => {
        const cutoff = instantOf(clock);
        const now = new Date(cutoff.getTime() - minutesBefore * 60_000);
        const message = formatAmendMessage(cutoff, now) ?? '';
        const sameDay = new Date(now.getTime() + offsetHours(clock.month) * 3_600_000).getUTCDate() === clock.day;
        const when = sameDay ? 'today' : `on ${dateWords(clock)}`;
        if (clock.hour === 0 && clock.minute === 0) {
          expect(message).toBe(`You can amend your order until 12AM at the start of the day ${when}`);
          // The start of today has always passed: it is named by its date.
          expect(sameDay).toBe(false);
        } else if (clock.hour === 23 && clock.minute >= 30) {
          expect(message).toBe(`You can amend your order until 12AM at the end of the day ${when}`);
        } else {
          expect(message).not.toContain('12AM');
          expect(message.endsWith(` ${when}`)).toBe(true);
        }
      }),
    );
  });

  it('never leaves "12AM" bare before its day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * 800 }), (minutesAhead) => {
        const now = new Date('2026-03-03T10:00:00Z');
        const message = formatAmendMessage(new Date(now.getTime() + minutesAhead * 60_000), now) ?? '';
        expect(message).not.toMatch(/12AM (on|today)/);
      }),
    );
  });

  it('reads the Christmas cut-off and the usual one apart, though the spec shows both as 12AM', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const christmas = amendNotice(
      {
        slotType: 'ENTERTAINING_COLLECTION',
        startDateTime: '2026-12-22T10:00:00Z',
        amendOrderCutoffDateTime: '2026-12-20T10:00:00Z',
        containsEntertainingLines: true,
      },
      now,
    );
    const usual = amendNotice(
      {
        slotType: 'DELIVERY',
        startDateTime: '2026-12-16T10:00:00Z',
        amendOrderCutoffDateTime: '2026-12-15T23:30:00Z',
        containsEntertainingLines: false,
      },
      now,
    );
    expect(christmas?.text).toBe('You can amend your order until 12AM at the start of the day on Tuesday 15 December');
    expect(usual?.text).toBe('You can amend your order until 12AM at the end of the day on Tuesday 15 December');
  });
});
