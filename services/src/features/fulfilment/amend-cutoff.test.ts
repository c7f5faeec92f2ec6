import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amendNotice, BOOKABLE_SLOT_TYPES, formatAmendMessage } from '@grocer/shared-contracts/domain';
import { amendOrderCutoff } from './amend-cutoff.ts';
import { addDays, londonDateOf } from './london-time.ts';

const at = (iso: string) => new Date(iso);
const cutoff = (slotType: Parameters<typeof amendOrderCutoff>[0]['slotType'], start: string, notice?: number) =>
  amendOrderCutoff({ slotType, startDateTime: at(start) }, notice).toISOString();

/** Any instant from 2024 to 2030. */
const anyInstant = fc.date({ min: at('2024-01-01T00:00:00Z'), max: at('2030-12-31T23:59:00Z'), noInvalidDate: true });

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('amend cut-off for delivery and grocery collection', () => {
  it('is 11:30pm London time the day before the slot, in winter and in summer', () => {
    expect(cutoff('DELIVERY', '2025-01-07T10:00:00Z')).toBe('2025-01-06T23:30:00.000Z');
    expect(cutoff('GROCERY_COLLECTION', '2025-07-08T07:00:00Z')).toBe('2025-07-07T22:30:00.000Z');
  });

  it('follows the London calendar across the clock changes', () => {
    // Sunday 30 March 2025 (clocks go forward): the cut-off on the Saturday is still GMT.
    expect(cutoff('DELIVERY', '2025-03-30T06:00:00Z')).toBe('2025-03-29T23:30:00.000Z');
    // Monday 31 March: the Sunday is BST.
    expect(cutoff('DELIVERY', '2025-03-31T06:00:00Z')).toBe('2025-03-30T22:30:00.000Z');
    // A slot at 00:30 BST on 1 July is on 1 July in London, so the cut-off is 30 June.
    expect(cutoff('DELIVERY', '2025-06-30T23:30:00Z')).toBe('2025-06-30T22:30:00.000Z');
  });

  it('is always at 23:30 London on the London day before the slot starts', () => {
    fc.assert(
      fc.property(anyInstant, fc.constantFrom('DELIVERY' as const, 'GROCERY_COLLECTION' as const), (start, type) => {
        const result = amendOrderCutoff({ slotType: type, startDateTime: start });
        expect(london.format(result)).toBe('23:30');
        expect(londonDateOf(result)).toBe(addDays(londonDateOf(start), -1));
        expect(result.getTime()).toBeLessThan(start.getTime());
      }),
    );
  });
});

describe('amend cut-off for entertaining collection', () => {
  it("is the slot start less the items' notice, 48 hours unless said", () => {
    expect(cutoff('ENTERTAINING_COLLECTION', '2025-06-10T10:00:00Z')).toBe('2025-06-08T10:00:00.000Z');
    expect(cutoff('ENTERTAINING_COLLECTION', '2025-06-10T10:00:00Z', 72)).toBe('2025-06-07T10:00:00.000Z');
  });

  it('for slots starting 20–24 December is midnight (London) on 15 December', () => {
    for (const start of ['2025-12-20T09:00:00Z', '2025-12-22T13:00:00Z', '2025-12-24T15:00:00Z']) {
      expect(cutoff('ENTERTAINING_COLLECTION', start)).toBe('2025-12-15T00:00:00.000Z');
    }
    // Just outside the window, the usual notice applies.
    expect(cutoff('ENTERTAINING_COLLECTION', '2025-12-19T09:00:00Z')).toBe('2025-12-17T09:00:00.000Z');
    expect(cutoff('ENTERTAINING_COLLECTION', '2025-12-27T09:00:00Z')).toBe('2025-12-25T09:00:00.000Z');
    // Only entertaining slots: a Christmas delivery keeps the day-before rule.
    expect(cutoff('DELIVERY', '2025-12-22T09:00:00Z')).toBe('2025-12-21T23:30:00.000Z');
  });

  it('keeps an even longer notice when an item needs it', () => {
    expect(cutoff('ENTERTAINING_COLLECTION', '2025-12-20T09:00:00Z', 24 * 7)).toBe('2025-12-13T09:00:00.000Z');
  });

  it('gives every Christmas-window slot, any year, that year’s 15 December midnight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2035 }),
        fc.integer({ min: 20, max: 24 }),
        fc.integer({ min: 0, max: 23 * 60 }),
        (year, day, minutes) => {
          const start = new Date(Date.UTC(year, 11, day, 0, minutes));
          const result = amendOrderCutoff({ slotType: 'ENTERTAINING_COLLECTION', startDateTime: start });
          expect(result.toISOString()).toBe(`${year}-12-15T00:00:00.000Z`);
        },
      ),
    );
  });

  it('is the deadline the header tells the shopper, for any slot and any order in December (one rule)', () => {
    const december = fc.date({ min: at('2026-12-01T00:00:00Z'), max: at('2026-12-31T23:59:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(fc.constantFrom(...BOOKABLE_SLOT_TYPES), december, fc.boolean(), (slotType, start, entertaining) => {
        const deadline = amendOrderCutoff({ slotType, startDateTime: start });
        const now = at('2026-11-25T12:00:00Z');
        const notice = amendNotice(
          {
            slotType,
            startDateTime: start.toISOString(),
            amendOrderCutoffDateTime: deadline.toISOString(),
            containsEntertainingLines: entertaining || slotType === 'ENTERTAINING_COLLECTION',
          },
          now,
        );
        // Whatever the bar says about a deadline names the instant the services enforce.
        if (notice?.kind === 'christmas' || notice?.kind === 'cutoff') {
          expect(notice.text).toBe(formatAmendMessage(deadline, now));
        }
        // The Christmas deadline is an entertaining collection's alone: a mixed order's notice times vary.
        if (notice?.kind === 'christmas') expect(slotType).toBe('ENTERTAINING_COLLECTION');
      }),
    );
  });

  it('is never after the slot starts, whatever the notice', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: 0, max: 24 * 14 }), (start, notice) => {
        const result = amendOrderCutoff({ slotType: 'ENTERTAINING_COLLECTION', startDateTime: start }, notice);
        expect(result.getTime()).toBeLessThanOrEqual(start.getTime() - notice * 3_600_000);
      }),
    );
  });
});
