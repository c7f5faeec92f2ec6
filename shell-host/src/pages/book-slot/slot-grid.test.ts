import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonDateOf, shiftDate, type Slot } from '@grocer/shared-contracts/domain';
import { buildSlotGrid, gridWeeks, slotWeek } from './slot-grid.ts';

function slot(start: string, end: string, overrides: Partial<Slot> = {}): Slot {
  return {
    id: `D-651-${start}`,
    slotType: 'DELIVERY',
    branchId: '651',
    startDateTime: start,
    endDateTime: end,
    amendOrderCutoffDateTime: start,
    remainingCapacity: 3,
    deliveryCharge: { amount: 4.5, currencyCode: 'GBP' },
    ...overrides,
  };
}

describe('the slot week', () => {
  it('is today and the next six London days, across a month end', () => {
    expect(slotWeek(new Date('2026-11-28T10:00:00Z'))).toEqual({
      fromDate: '2026-11-28',
      toDate: '2026-12-04',
      dates: ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
    });
  });

  it('starts on the London date, not the UTC one (11:30pm UTC in summer is already tomorrow)', () => {
    expect(slotWeek(new Date('2026-07-01T23:30:00Z')).fromDate).toBe('2026-07-02');
    expect(slotWeek(new Date('2026-12-31T23:30:00Z')).fromDate).toBe('2026-12-31');
  });

  it('always has seven consecutive dates', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), (now) => {
        const { dates, fromDate, toDate } = slotWeek(now);
        expect(dates).toHaveLength(7);
        expect(dates[0]).toBe(fromDate);
        expect(dates[6]).toBe(toDate);
        dates.slice(1).forEach((date, index) => expect(shiftDate(dates[index] ?? '', 1)).toBe(date));
      }),
    );
  });
});

describe('buildSlotGrid', () => {
  const dates = slotWeek(new Date('2026-11-24T08:00:00Z')).dates;

  it('puts days in columns and times of day in rows, earliest first, in London time', () => {
    const grid = buildSlotGrid(
      [
        slot('2026-11-25T16:00:00Z', '2026-11-25T17:00:00Z'),
        slot('2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z'),
        slot('2026-11-25T09:00:00Z', '2026-11-25T10:00:00Z'),
        slot('2026-12-09T09:00:00Z', '2026-12-09T10:00:00Z'), // after the week: left out
      ],
      dates,
    );
    expect(grid.days[0]).toEqual({ date: '2026-11-24', label: 'Tuesday 24 November' });
    expect(grid.rows.map((row) => row.label)).toEqual(['9am to 10am', '4pm to 5pm']);
    expect(grid.rows[0]?.cells.map((cell) => cell?.id ?? null)).toEqual([
      'D-651-2026-11-24T09:00:00Z',
      'D-651-2026-11-25T09:00:00Z',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(grid.rows[1]?.cells[1]?.id).toBe('D-651-2026-11-25T16:00:00Z');
  });

  it('shows every slot of the week exactly once, in its own day and time', () => {
    const hours = fc.uniqueArray(fc.integer({ min: 0, max: 7 * 24 - 1 }), { maxLength: 60 });
    fc.assert(
      fc.property(hours, (offsets) => {
        const start = Date.parse('2026-11-24T00:00:00Z');
        const slots = offsets.map((hour) =>
          slot(
            new Date(start + hour * 3_600_000).toISOString(),
            new Date(start + (hour + 1) * 3_600_000).toISOString(),
          ),
        );
        const grid = buildSlotGrid(slots, dates);
        const placed = grid.rows.flatMap((row) => row.cells.filter((cell) => cell !== undefined));
        expect(placed.map((cell) => cell.id).sort()).toEqual(slots.map((each) => each.id).sort());
        grid.rows.forEach((row) =>
          row.cells.forEach((cell, index) => {
            if (cell) expect(londonDateOf(cell.startDateTime)).toBe(dates[index]);
          }),
        );
        const keys = grid.rows.map((row) => row.key);
        expect(keys).toEqual([...keys].sort());
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe("the grid's weeks (weeks start Sunday, decision 024)", () => {
  it("groups a Tuesday's seven days into this week (to Saturday) and next week (from Sunday)", () => {
    expect(buildSlotGrid([], slotWeek(new Date('2026-11-24T08:00:00Z')).dates).weeks).toEqual([
      { label: 'This week', days: 5 },
      { label: 'Next week', days: 2 },
    ]);
  });

  it('has all seven days this week on a Sunday, and only today on a Saturday, which still starts the grid', () => {
    expect(gridWeeks(slotWeek(new Date('2026-11-22T08:00:00Z')).dates)).toEqual([{ label: 'This week', days: 7 }]);
    const saturday = slotWeek(new Date('2026-11-28T22:30:00Z'));
    expect(saturday.fromDate).toBe('2026-11-28');
    expect(gridWeeks(saturday.dates)).toEqual([
      { label: 'This week', days: 1 },
      { label: 'Next week', days: 6 },
    ]);
  });

  it('covers every day of the grid once, in order, with at most two weeks, for any now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), (now) => {
        const weeks = gridWeeks(slotWeek(now).dates);
        expect(weeks.reduce((total, week) => total + week.days, 0)).toBe(7);
        expect(weeks.map((week) => week.label)).toEqual(['This week', 'Next week'].slice(0, weeks.length));
        // Next week always starts on a Sunday.
        const nextStarts = slotWeek(now).dates[weeks[0]?.days ?? 0];
        if (nextStarts) expect(new Date(`${nextStarts}T12:00:00Z`).getUTCDay()).toBe(0);
      }),
    );
  });
});
