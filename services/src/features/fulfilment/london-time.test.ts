import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { amendOrderCutoff } from './amend-cutoff.ts';
import { addDays, LONDON, londonDateOf, londonInstant } from './london-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const HOUR_MS = 60 * 60 * 1000;

describe('London dates', () => {
  it('agree with dayjs every 90 minutes across both clock changes of a year', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let at = start; at < start + 366 * 24 * HOUR_MS; at += 1.5 * HOUR_MS) {
      const instant = new Date(at);
      expect(londonDateOf(instant)).toBe(dayjs(instant).tz(LONDON).format('YYYY-MM-DD'));
    }
  });

  it('give a slot the cut-off of 23:30 London the day before, however often asked', () => {
    // 30 March 2025: the clocks go forward, so the cut-off before it is in GMT and the next in BST.
    for (let round = 0; round < 2; round += 1) {
      for (const [start, cutoff] of [
        ['2025-03-30T09:00:00Z', '2025-03-29T23:30:00.000Z'],
        ['2025-03-31T08:00:00Z', '2025-03-30T22:30:00.000Z'],
        ['2025-10-26T23:30:00Z', '2025-10-25T22:30:00.000Z'],
      ] as const) {
        const slot = { slotType: 'DELIVERY' as const, startDateTime: new Date(start) };
        expect(amendOrderCutoff(slot).toISOString()).toBe(cutoff);
        const date = londonDateOf(slot.startDateTime);
        expect(amendOrderCutoff(slot)).toEqual(londonInstant(addDays(date, -1), '23:30'));
      }
    }
  });
});
