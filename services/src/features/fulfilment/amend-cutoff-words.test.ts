import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmendMessage } from '@grocer/shared-contracts/domain';
import { amendOrderCutoff } from './amend-cutoff.ts';
import { LONDON } from './london-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * The cut-offs the services give slots, as the shopper reads them (the header's amend bar and the
 * host's order page both say them with formatAmendMessage): the usual one is 11:30pm the day
 * before, shown as 12AM, so it must read as the end of that day; the Christmas one is the start
 * of 15 December. dayjs works out the London calendar, apart from the code under test.
 */

const MINUTE = 60_000;

/** Any minute from 2000 to 2100. */
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1) / MINUTE, max: Date.UTC(2100, 0, 1) / MINUTE })
  .map((minutes) => new Date(minutes * MINUTE));

/** "Monday 15 December" for a London calendar date, 'YYYY-MM-DD'. */
const dateWords = (date: string) => dayjs.utc(date).format('dddd D MMMM');
const londonDate = (at: Date) => dayjs(at).tz(LONDON).format('YYYY-MM-DD');

describe('the words of the services’ amend cut-offs', () => {
  it('a delivery or grocery collection: until 12AM at the end of the day before the slot', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('DELIVERY', 'GROCERY_COLLECTION' as const),
        instant,
        fc.integer({ min: 1, max: 4 * 24 * 60 }),
        (slotType, start, minutesBefore) => {
          const cutoff = amendOrderCutoff({ slotType, startDateTime: start });
          const dayBefore = dayjs.utc(londonDate(start)).subtract(1, 'day').format('YYYY-MM-DD');
          const now = new Date(cutoff.getTime() - minutesBefore * MINUTE);
          const when = londonDate(now) === dayBefore ? 'today' : `on ${dateWords(dayBefore)}`;
          expect(formatAmendMessage(cutoff, now)).toBe(
            `You can amend your order until 12AM at the end of the day ${when}`,
          );
        },
      ),
    );
  });

  it('a Christmas entertaining slot (20–24 December): until 12AM at the start of the day on 15 December', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 20, max: 24 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.integer({ min: 1, max: 30 * 24 * 60 }),
        (year, day, minuteOfDay, minutesBefore) => {
          // London keeps GMT in December: its wall clock is UTC's.
          const start = new Date(Date.UTC(year, 11, day) + minuteOfDay * MINUTE);
          const cutoff = amendOrderCutoff({ slotType: 'ENTERTAINING_COLLECTION', startDateTime: start });
          const now = new Date(cutoff.getTime() - minutesBefore * MINUTE);
          expect(formatAmendMessage(cutoff, now)).toBe(
            `You can amend your order until 12AM at the start of the day on ${dateWords(`${year}-12-15`)}`,
          );
        },
      ),
    );
  });
});
