import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMEND_NOTICE_TEXTS,
  amendNotice,
  christmasAmendCutoff,
  formatAmendMessage,
  type AmendNoticeInput,
} from './fulfilment-rules.ts';

const NOW = new Date('2026-03-03T10:00:00Z'); // Tuesday 3 March 2026, 10am in London (GMT)

const order = (overrides: Partial<AmendNoticeInput> = {}): AmendNoticeInput => ({
  slotType: 'DELIVERY',
  startDateTime: '2026-03-05T09:00:00.000Z',
  amendOrderCutoffDateTime: '2026-03-04T23:30:00.000Z',
  containsEntertainingLines: false,
  ...overrides,
});

/** Any instant of a year (UTC), minute precision. */
const instantIn = (year: number) =>
  fc.integer({ min: 0, max: 365 * 24 * 60 - 1 }).map((minutes) => new Date(Date.UTC(year, 0, 1) + minutes * 60_000));

/** The Christmas cut-off of an entertaining collection slot starting at `start`. */
const entertaining = (start: Date | string) =>
  christmasAmendCutoff({ slotType: 'ENTERTAINING_COLLECTION', startDateTime: start });

describe('christmasAmendCutoff (spec sections 5 and 9)', () => {
  it('is 00:00 London on 15 December for entertaining slots starting 20–24 December', () => {
    expect(entertaining('2026-12-20T00:00:00Z')?.toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(entertaining('2026-12-24T23:59:00Z')?.toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(entertaining(new Date('2030-12-22T11:00:00Z'))?.toISOString()).toBe('2030-12-15T00:00:00.000Z');
  });

  it('is undefined just outside the window, for a bad date, and for any other slot type', () => {
    expect(entertaining('2026-12-19T23:59:00Z')).toBeUndefined();
    expect(entertaining('2026-12-25T00:00:00Z')).toBeUndefined();
    expect(entertaining('2026-11-22T10:00:00Z')).toBeUndefined();
    expect(entertaining('not a date')).toBeUndefined();
    for (const slotType of ['DELIVERY', 'GROCERY_COLLECTION', 'DELIVERY_SERVICE', 'UNDEFINED'] as const) {
      expect(christmasAmendCutoff({ slotType, startDateTime: '2026-12-22T10:00:00Z' })).toBeUndefined();
    }
  });

  it('applies exactly to the London days 20–24 December, whatever the year and time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }).chain((year) => fc.tuple(fc.constant(year), instantIn(year))),
        ([year, start]) => {
          const cutoff = entertaining(start);
          // In December London is on GMT, so its calendar day is the UTC one.
          const inWindow = start.getUTCMonth() === 11 && start.getUTCDate() >= 20 && start.getUTCDate() <= 24;
          if (!inWindow) return cutoff === undefined;
          return cutoff?.toISOString() === `${year}-12-15T00:00:00.000Z`;
        },
      ),
    );
  });
});

describe('amendNotice (spec section 5)', () => {
  it('gives the reservation cut-off sentence for a grocery order', () => {
    expect(amendNotice(order(), NOW)).toEqual({
      kind: 'cutoff',
      text: 'You can amend your order until 12AM at the end of the day on Wednesday 4 March',
    });
    expect(amendNotice(order({ amendOrderCutoffDateTime: '2026-03-03T17:00:00Z' }), NOW)?.text).toBe(
      'You can amend your order until 5pm today',
    );
  });

  it('gives midnight on 15 December for a Christmas entertaining slot', () => {
    const christmas = order({
      slotType: 'ENTERTAINING_COLLECTION',
      startDateTime: '2026-12-23T10:00:00Z',
      amendOrderCutoffDateTime: '2026-12-21T10:00:00Z',
      containsEntertainingLines: true,
    });
    expect(amendNotice(christmas, new Date('2026-12-01T12:00:00Z'))).toEqual({
      kind: 'christmas',
      text: 'You can amend your order until 12AM at the start of the day on Tuesday 15 December',
    });
    // A mixed order in the window is no Christmas entertaining slot: its notice times vary (spec section 5).
    const mixed = { ...christmas, slotType: 'GROCERY_COLLECTION' as const };
    expect(amendNotice(mixed, new Date('2026-12-01T12:00:00Z'))).toEqual({
      kind: 'mixed',
      text: AMEND_NOTICE_TEXTS.mixed,
    });
    // After the cut-off there is nothing left to offer.
    expect(amendNotice(christmas, new Date('2026-12-15T00:00:00Z'))).toBeNull();
  });

  it("keeps the reservation's own cut-off inside the window when it is earlier", () => {
    const longNotice = order({
      slotType: 'ENTERTAINING_COLLECTION',
      startDateTime: '2026-12-21T10:00:00Z',
      amendOrderCutoffDateTime: '2026-12-11T10:00:00Z',
      containsEntertainingLines: true,
    });
    expect(amendNotice(longNotice, new Date('2026-12-01T12:00:00Z'))?.text).toBe(
      'You can amend your order until 10am on Friday 11 December',
    );
  });

  it('asks to check notice times for entertaining only, and says they vary for a mixed order', () => {
    expect(amendNotice(order({ slotType: 'ENTERTAINING_COLLECTION', containsEntertainingLines: true }), NOW)).toEqual({
      kind: 'entertaining-only',
      text: AMEND_NOTICE_TEXTS.entertainingOnly,
    });
    expect(amendNotice(order({ slotType: 'GROCERY_COLLECTION', containsEntertainingLines: true }), NOW)).toEqual({
      kind: 'mixed',
      text: AMEND_NOTICE_TEXTS.mixed,
    });
    expect(AMEND_NOTICE_TEXTS.entertainingOnly).toContain('Entertaining only: check individual notice times');
    expect(AMEND_NOTICE_TEXTS.mixed).toContain('notice times vary');
  });

  it('has nothing to say for a grocery order past its cut-off', () => {
    expect(amendNotice(order({ amendOrderCutoffDateTime: '2026-03-03T09:00:00Z' }), NOW)).toBeNull();
  });

  it('picks exactly one rule for any order', () => {
    const slotType = fc.constantFrom(
      'DELIVERY',
      'GROCERY_COLLECTION',
      'ENTERTAINING_COLLECTION',
      'DELIVERY_SERVICE',
      'UNDEFINED',
    ) as fc.Arbitrary<AmendNoticeInput['slotType']>;
    fc.assert(
      fc.property(
        slotType,
        fc.boolean(),
        instantIn(2026),
        fc.integer({ min: 1, max: 60 * 24 * 30 }),
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        (type, entertaining, start, noticeMinutes, nowBeforeCutoff) => {
          const cutoff = new Date(start.getTime() - noticeMinutes * 60_000);
          const now = new Date(cutoff.getTime() - nowBeforeCutoff * 60_000);
          const input = order({
            slotType: type,
            containsEntertainingLines: entertaining,
            startDateTime: start.toISOString(),
            amendOrderCutoffDateTime: cutoff.toISOString(),
          });
          const notice = amendNotice(input, now);
          const christmas = christmasAmendCutoff({ slotType: type, startDateTime: start });
          if (christmas) {
            const expected = formatAmendMessage(christmas < cutoff ? christmas : cutoff, now);
            return expected === null ? notice === null : notice?.kind === 'christmas' && notice.text === expected;
          }
          if (type === 'ENTERTAINING_COLLECTION') return notice?.text === AMEND_NOTICE_TEXTS.entertainingOnly;
          if (entertaining) return notice?.text === AMEND_NOTICE_TEXTS.mixed;
          const expected = formatAmendMessage(cutoff, now);
          return expected === null ? notice === null : notice?.kind === 'cutoff' && notice.text === expected;
        },
      ),
    );
  });
});
