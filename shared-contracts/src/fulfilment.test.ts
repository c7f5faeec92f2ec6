import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryPassStatusFrom, NewAddress, normalisePostcode, SLOT_RESERVATION_STATUSES } from './fulfilment.ts';
import { formatAmendMessage, selectCurrentReservation } from './fulfilment-rules.ts';
import { formatLondonDate, formatLondonTime } from './london-time.ts';

const NOW = new Date('2025-03-03T10:00:00Z'); // Monday 3 March, 10am in London (GMT)

describe('selectCurrentReservation', () => {
  const at = (offsetMinutes: number) => new Date(NOW.getTime() + offsetMinutes * 60_000).toISOString();

  it('picks the UNCONFIRMED one when a CONFIRMED one is also live (a slot being changed while amending)', () => {
    const confirmed = { id: 'confirmed', status: 'CONFIRMED', expiryDateTime: null };
    const unconfirmed = { id: 'new', status: 'UNCONFIRMED', expiryDateTime: at(90) };
    expect(selectCurrentReservation([confirmed, unconfirmed], NOW)?.id).toBe('new');
  });

  it('falls back to the CONFIRMED one once the new hold has expired', () => {
    const confirmed = { id: 'confirmed', status: 'CONFIRMED', expiryDateTime: null };
    const lapsed = { id: 'lapsed', status: 'UNCONFIRMED', expiryDateTime: at(-1) };
    const expired = { id: 'expired', status: 'EXPIRED', expiryDateTime: at(-60) };
    expect(selectCurrentReservation([lapsed, expired, confirmed], NOW)?.id).toBe('confirmed');
  });

  it('gives nothing when every reservation has expired or been cancelled', () => {
    expect(
      selectCurrentReservation(
        [
          { status: 'EXPIRED', expiryDateTime: at(-5) },
          { status: 'CANCELLED', expiryDateTime: at(60) },
        ],
        NOW,
      ),
    ).toBeUndefined();
    expect(selectCurrentReservation([], NOW)).toBeUndefined();
  });

  const reservation = fc.record({
    id: fc.uuid(),
    status: fc.constantFrom(...SLOT_RESERVATION_STATUSES),
    expiryDateTime: fc.option(
      fc.integer({ min: -600, max: 600 }).map((minutes) => at(minutes)),
      { nil: null },
    ),
  });
  const isLive = (r: { status: string; expiryDateTime: string | null }) =>
    (r.status === 'UNCONFIRMED' || r.status === 'CONFIRMED') &&
    (r.expiryDateTime === null || Date.parse(r.expiryDateTime) > NOW.getTime());

  it('always picks a live reservation from the list, preferring UNCONFIRMED, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(reservation, { maxLength: 8 }), (reservations) => {
        const current = selectCurrentReservation(reservations, NOW);
        const live = reservations.filter(isLive);
        if (live.length === 0) return current === undefined;
        if (current === undefined) return false;
        expect(reservations).toContain(current);
        expect(isLive(current)).toBe(true);
        if (live.some((r) => r.status === 'UNCONFIRMED')) expect(current?.status).toBe('UNCONFIRMED');
        // Shuffling the list never changes which kind of reservation wins.
        const reversed = selectCurrentReservation([...reservations].reverse(), NOW);
        expect(reversed?.status).toBe(current?.status);
        return true;
      }),
    );
  });
});

describe('amend cut-off texts (spec sections 5 and 9)', () => {
  it.each([
    ['2025-03-05T09:00:00Z', '9am'],
    ['2025-03-05T09:30:00Z', '9:30am'],
    ['2025-03-05T12:00:00Z', '12:00 midday'],
    ['2025-03-05T12:15:00Z', '12:15pm'],
    ['2025-03-05T22:00:00Z', '10pm'],
    ['2025-03-05T23:30:00Z', '12AM'],
    ['2025-03-05T00:00:00Z', '12AM'],
    ['2025-03-05T00:30:00Z', '12:30am'],
    // British Summer Time: 21:30 UTC is 10:30pm in London; 22:30 UTC is 11:30pm.
    ['2025-07-01T21:30:00Z', '10:30pm'],
    ['2025-07-01T22:30:00Z', '12AM'],
  ])('shows %s as "%s"', (instant, text) => {
    expect(formatLondonTime(new Date(instant))).toBe(text);
  });

  it('writes dates like "Monday 5 March", on the London calendar day', () => {
    expect(formatLondonDate(new Date('2018-03-05T12:00:00Z'))).toBe('Monday 5 March');
    expect(formatLondonDate(new Date('2025-12-15T00:00:00Z'))).toBe('Monday 15 December');
    // 23:30 UTC on 30 June is already 1 July in London.
    expect(formatLondonDate(new Date('2025-06-30T23:30:00Z'))).toBe('Tuesday 1 July');
  });

  it('says "today" for a cut-off later today and "on {date}" for a later day', () => {
    expect(formatAmendMessage('2025-03-03T23:30:00Z', NOW)).toBe(
      'You can amend your order until 12AM at the end of the day today',
    );
    expect(formatAmendMessage('2025-03-03T17:00:00Z', NOW)).toBe('You can amend your order until 5pm today');
    expect(formatAmendMessage(new Date('2025-03-04T23:30:00Z'), NOW)).toBe(
      'You can amend your order until 12AM at the end of the day on Tuesday 4 March',
    );
    expect(formatAmendMessage('2025-12-15T00:00:00Z', NOW)).toBe(
      'You can amend your order until 12AM at the start of the day on Monday 15 December',
    );
  });

  it('has nothing to say once the cut-off has passed, or for a bad date', () => {
    expect(formatAmendMessage('2025-03-03T10:00:00Z', NOW)).toBeNull();
    expect(formatAmendMessage('2025-03-02T23:30:00Z', NOW)).toBeNull();
    expect(formatAmendMessage('not a date', NOW)).toBeNull();
  });

  it('always produces one of the two spec sentences for a future cut-off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * 400 }), (minutesAhead) => {
        const message = formatAmendMessage(new Date(NOW.getTime() + minutesAhead * 60_000), NOW) ?? '';
        return /^You can amend your order until (12AM at the (start|end) of the day|12:00 midday|\d{1,2}(:\d{2})?(am|pm)) (today|on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+)$/.test(
          message,
        );
      }),
    );
  });
});

describe('NewAddress', () => {
  const valid = { name: 'Sam Shopper', line1: '4 Larkspur Close', town: 'Richmond', postalCode: 'tw9 3bn' };

  it('normalises the postcode and fills optional lines', () => {
    expect(NewAddress.parse(valid)).toEqual({ ...valid, postalCode: 'TW9 3BN', line2: '', region: '' });
    expect(NewAddress.parse({ ...valid, postalCode: ' sw1a1aa ' }).postalCode).toBe('SW1A 1AA');
  });

  it.each(['', 'SW1A 1AAA', 'Q1 1AA', '12345', 'SW1A-1AA', 'EC1A 1CA'])('refuses the postcode "%s"', (postalCode) => {
    const result = NewAddress.safeParse({ ...valid, postalCode });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['postalCode']);
  });

  it('refuses blank required lines', () => {
    const result = NewAddress.safeParse({ ...valid, line1: '   ' });
    expect(result.error?.issues[0]?.path).toEqual(['line1']);
  });

  it('normalisePostcode puts one space before the inward code', () => {
    expect(normalisePostcode('m202qt')).toBe('M20 2QT');
    expect(normalisePostcode('EC1A   1BB')).toBe('EC1A 1BB');
  });
});

describe('deliveryPassStatusFrom', () => {
  it('reads data.status, and is UNKNOWN when it is missing or unexpected', () => {
    expect(deliveryPassStatusFrom({ data: { status: 'ACTIVE' } })).toBe('ACTIVE');
    expect(deliveryPassStatusFrom({ data: { status: 'AVAILABLE' } })).toBe('AVAILABLE');
    expect(deliveryPassStatusFrom({ data: {} })).toBe('UNKNOWN');
    expect(deliveryPassStatusFrom({ data: { status: 'LAPSED' } })).toBe('UNKNOWN');
    expect(deliveryPassStatusFrom(null)).toBe('UNKNOWN');
  });
});
