import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatLondonDate,
  formatLondonTime,
  formatLondonTimeRange,
  formatLondonTimestamp,
  londonClock,
  londonDateOf,
} from './london-time.ts';

const at = (iso: string) => new Date(iso);

describe('formatLondonTime (spec section 9)', () => {
  it.each([
    ['2026-03-05T09:00:00Z', '9am'],
    ['2026-03-05T09:30:00Z', '9:30am'],
    ['2026-03-05T12:00:00Z', '12:00 midday'],
    ['2026-03-05T12:30:00Z', '12:30pm'],
    ['2026-03-05T17:05:00Z', '5:05pm'],
    ['2026-03-05T23:30:00Z', '12AM'],
    ['2026-03-05T23:59:00Z', '12AM'],
    ['2026-03-05T23:29:00Z', '11:29pm'],
    ['2026-03-06T00:00:00Z', '12AM'],
    ['2026-03-06T00:30:00Z', '12:30am'],
    // Summer: London is an hour ahead of UTC.
    ['2026-07-01T08:00:00Z', '9am'],
    ['2026-07-01T11:00:00Z', '12:00 midday'],
    ['2026-07-01T22:30:00Z', '12AM'],
  ])('%s reads "%s"', (iso, expected) => {
    expect(formatLondonTime(iso)).toBe(expected);
  });
});

describe('formatLondonDate (spec section 9)', () => {
  it('reads like "Monday 5 March"', () => {
    expect(formatLondonDate('2029-03-05T09:00:00Z')).toBe('Monday 5 March');
  });

  it('takes the London day, not the UTC one, in summer', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatLondonDate('2026-06-30T23:30:00Z')).toBe('Wednesday 1 July');
  });

  it('keeps the day either side of the spring clock change (29 March 2026, 01:00 UTC)', () => {
    expect(formatLondonDate('2026-03-28T23:30:00Z')).toBe('Saturday 28 March');
    expect(formatLondonTime('2026-03-28T23:30:00Z')).toBe('12AM');
    expect(formatLondonTime('2026-03-29T00:59:00Z')).toBe('12:59am');
    expect(formatLondonTime('2026-03-29T01:00:00Z')).toBe('2am');
    expect(formatLondonDate('2026-03-29T23:00:00Z')).toBe('Monday 30 March');
    expect(formatLondonTime('2026-03-30T08:00:00Z')).toBe('9am');
  });

  it('keeps the day either side of the autumn clock change (25 October 2026, 01:00 UTC)', () => {
    expect(formatLondonDate('2026-10-24T22:59:00Z')).toBe('Saturday 24 October');
    expect(formatLondonDate('2026-10-24T23:00:00Z')).toBe('Sunday 25 October');
    // 01:30 happens twice in London that night: once in summer time, once in winter time.
    expect(formatLondonTime('2026-10-25T00:30:00Z')).toBe('1:30am');
    expect(formatLondonTime('2026-10-25T01:30:00Z')).toBe('1:30am');
    expect(formatLondonDate('2026-10-26T09:00:00Z')).toBe('Monday 26 October');
    expect(formatLondonTime('2026-10-26T09:00:00Z')).toBe('9am');
  });

  it('shows the Christmas window days (20–24 December)', () => {
    expect(formatLondonDate('2026-12-20T10:00:00Z')).toBe('Sunday 20 December');
    expect(formatLondonDate('2026-12-24T23:30:00Z')).toBe('Thursday 24 December');
    expect(formatLondonTime('2026-12-24T23:30:00Z')).toBe('12AM');
  });
});

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the UK's clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/** The UK's rule since 1996, apart from Intl: BST from March's last Sunday to October's, each at 01:00 UTC. */
function londonDateByRule(at: number): string {
  const year = new Date(at).getUTCFullYear();
  const summer = at >= clockChange(year, 2) && at < clockChange(year, 9);
  return new Date(at + (summer ? HOUR_MS : 0)).toISOString().slice(0, 10);
}

describe('londonDateOf', () => {
  it("is the London day, which late on a summer's evening is already UTC's tomorrow", () => {
    expect(londonDateOf('2026-06-30T22:59:59Z')).toBe('2026-06-30');
    expect(londonDateOf('2026-06-30T23:00:00Z')).toBe('2026-07-01');
    expect(londonDateOf(at('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(() => londonDateOf('not a date')).toThrow(RangeError);
  });

  it('follows the clocks on both changing nights (29 March and 25 October 2026)', () => {
    expect(londonDateOf('2026-03-28T23:59:00Z')).toBe('2026-03-28');
    expect(londonDateOf('2026-03-29T22:59:00Z')).toBe('2026-03-29');
    expect(londonDateOf('2026-03-29T23:00:00Z')).toBe('2026-03-30');
    expect(londonDateOf('2026-10-24T23:00:00Z')).toBe('2026-10-25');
    expect(londonDateOf('2026-10-25T23:00:00Z')).toBe('2026-10-25');
  });

  it('agrees with the UK clock rule at any instant (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1997-01-01'), max: new Date('2037-12-31'), noInvalidDate: true }),
        (instant) => {
          expect(londonDateOf(instant)).toBe(londonDateByRule(instant.getTime()));
          expect(londonDateOf(instant.toISOString())).toBe(londonDateOf(instant));
        },
      ),
    );
  });

  it('agrees with the UK clock rule within a day of each clock change (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1997, max: 2037 }),
        fc.constantFrom(2, 9),
        fc.integer({ min: -26 * 60, max: 26 * 60 }),
        (year, month, minutes) => {
          const instant = clockChange(year, month) + minutes * 60_000;
          expect(londonDateOf(new Date(instant))).toBe(londonDateByRule(instant));
        },
      ),
    );
  });
});

describe('formatLondonTimeRange', () => {
  it('reads "9am - 10am"', () => {
    expect(formatLondonTimeRange('2026-03-05T09:00:00Z', '2026-03-05T10:00:00Z')).toBe('9am - 10am');
  });

  it('reads "11am - 12:00 midday" and "10:30pm - 12AM"', () => {
    expect(formatLondonTimeRange(at('2026-03-05T11:00:00Z'), at('2026-03-05T12:00:00Z'))).toBe('11am - 12:00 midday');
    expect(formatLondonTimeRange(at('2026-03-05T22:30:00Z'), at('2026-03-05T23:30:00Z'))).toBe('10:30pm - 12AM');
  });
});

describe('londonClock and formatLondonTimestamp', () => {
  it('read the London wall clock, zero-padded, in winter and in summer', () => {
    expect(londonClock('2026-03-05T09:00:00Z')).toBe('09:00');
    expect(londonClock('2026-07-01T23:05:00Z')).toBe('00:05');
    expect(formatLondonTimestamp('2026-11-24T09:30:15Z')).toBe('24 Nov 2026, 09:30:15');
    expect(formatLondonTimestamp('2026-07-01T23:05:00Z')).toBe('2 Jul 2026, 00:05:00');
  });
});

describe('whatever zone the machine is set to', () => {
  const original = process.env['TZ'];
  afterEach(() => {
    if (original === undefined) delete process.env['TZ'];
    else process.env['TZ'] = original;
  });

  // Zones whose own clock changes fall at other times (and by 30 minutes on Lord Howe).
  it.each(['America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'])('in %s it reads London’s clock', (zone) => {
    process.env['TZ'] = zone;
    expect(new Date(Date.UTC(2026, 6, 1)).getTimezoneOffset()).not.toBe(0);
    expect(formatLondonTime('2026-03-29T00:59:00Z')).toBe('12:59am');
    expect(formatLondonTime('2026-03-29T01:00:00Z')).toBe('2am');
    expect(formatLondonDate('2026-10-24T23:30:00Z')).toBe('Sunday 25 October');
    expect(londonDateOf('2026-10-24T23:30:00Z')).toBe('2026-10-25');
  });
});
