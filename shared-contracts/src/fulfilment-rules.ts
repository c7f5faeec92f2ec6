/**
 * The fulfilment rules the header uses while it renders (the current
 * reservation, the amend bar's words), kept apart from the schemas in
 * fulfilment.ts: this module defines no zod schema and imports none at
 * runtime, so using them pulls no schema, or the zod it needs, into the
 * header's critical JavaScript. Times are ISO 8601 instants; the rules about
 * them are in Europe/London time.
 */
import type { SlotType } from './fulfilment.ts';
import { formatLondonDate, formatLondonTime, londonParts } from './london-time.ts';

type ReservationLike = { readonly status: string; readonly expiryDateTime?: string | null };

/** A reservation still holding its slot at `now`. */
export function isLiveReservation(reservation: ReservationLike, now: Date): boolean {
  if (reservation.status !== 'UNCONFIRMED' && reservation.status !== 'CONFIRMED') return false;
  const expiry = reservation.expiryDateTime;
  return expiry === undefined || expiry === null || Date.parse(expiry) > now.getTime();
}

/**
 * Spec section 4: the current reservation is chosen from the non-expired
 * ones; if several, the UNCONFIRMED one (a new slot being booked while the
 * placed order's CONFIRMED one is kept until the order is placed again).
 */
export function selectCurrentReservation<R extends ReservationLike>(
  reservations: readonly R[],
  now: Date,
): R | undefined {
  const live = reservations.filter((reservation) => isLiveReservation(reservation, now));
  return live.find((reservation) => reservation.status === 'UNCONFIRMED') ?? live[0];
}

/**
 * The cut-off's time in the amend sentence. Spec section 9 shows midnight, and 11:30pm or later, as
 * "12AM"; alone, "12AM on Monday 15 December" reads as either end of that Monday. The Christmas
 * cut-off (00:00) is as its day starts, the usual 23:30 one as its day ends: the words say which.
 */
function cutoffTime(at: Date): string {
  const time = formatLondonTime(at);
  if (time !== '12AM') return time;
  return `12AM at the ${londonParts(at).hour === 0 ? 'start' : 'end'} of the day`;
}

/**
 * Spec section 5: "You can amend your order until {time} today" or
 * "… on {date}", a "12AM" saying which end of the day it is. Null once the
 * cut-off has passed: there is nothing left to offer.
 */
export function formatAmendMessage(cutoff: Date | string, now: Date): string | null {
  const at = typeof cutoff === 'string' ? new Date(cutoff) : cutoff;
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return null;
  const cut = londonParts(at);
  const today = londonParts(now);
  const sameDay = cut.year === today.year && cut.month === today.month && cut.day === today.day;
  const when = sameDay ? 'today' : `on ${formatLondonDate(at)}`;
  return `You can amend your order until ${cutoffTime(at)} ${when}`;
}

/** Spec section 9: entertaining slots starting 20–24 December (London) are the Christmas window. */
export const CHRISTMAS_WINDOW = { month: 12, firstDay: 20, lastDay: 24, cutoffDay: 15 } as const;

const MONTH_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  [
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
  ].map((name, index) => [name, index + 1]),
);

/**
 * Spec section 5: "Christmas entertaining slots (20-24 December): cut-off is midnight on 15
 * December". An entertaining collection slot that starts in the window is cut off at the instant
 * 15 December begins in London (00:00), which formatAmendMessage shows as "12AM at the start of
 * the day on … 15 December"; undefined for any other slot. The one rule the services (the slot's
 * amendOrderCutoffDateTime) and the header (the amend bar's notice) both apply.
 */
export function christmasAmendCutoff(slot: {
  readonly slotType: SlotType;
  readonly startDateTime: Date | string;
}): Date | undefined {
  if (slot.slotType !== 'ENTERTAINING_COLLECTION') return undefined;
  const start = typeof slot.startDateTime === 'string' ? new Date(slot.startDateTime) : slot.startDateTime;
  if (Number.isNaN(start.getTime())) return undefined;
  const { year, month, day } = londonParts(start);
  const dayOfMonth = Number(day);
  if (MONTH_NUMBERS[month] !== CHRISTMAS_WINDOW.month) return undefined;
  if (dayOfMonth < CHRISTMAS_WINDOW.firstDay || dayOfMonth > CHRISTMAS_WINDOW.lastDay) return undefined;
  // London keeps GMT (UTC+0) all December, so London midnight is UTC midnight.
  return new Date(Date.UTC(Number(year), CHRISTMAS_WINDOW.month - 1, CHRISTMAS_WINDOW.cutoffDay));
}

/**
 * The amend bar's notices for orders whose items need different notice
 * (spec section 5 gives them as "Entertaining only: check individual notice
 * times. Mixed: notice times vary."). No full stop, like the cut-off sentence.
 */
export const AMEND_NOTICE_TEXTS = {
  entertainingOnly: 'Entertaining only: check individual notice times for when you can amend your order',
  mixed: 'Groceries and entertaining: notice times vary, so check when you can amend each item',
} as const;

export type AmendNoticeKind = 'cutoff' | 'christmas' | 'entertaining-only' | 'mixed';
export type AmendNotice = { readonly kind: AmendNoticeKind; readonly text: string };

export type AmendNoticeInput = {
  readonly slotType: SlotType;
  readonly startDateTime: string;
  readonly amendOrderCutoffDateTime: string;
  /** From the order (the trolley query's getOrder): any entertaining line at all. */
  readonly containsEntertainingLines: boolean;
};

/**
 * What the amend bar says about how long the shopper can amend (spec section 5):
 * - a Christmas entertaining slot (an entertaining collection starting 20–24 December): the
 *   cut-off sentence for midnight on 15 December, or the reservation's own cut-off when that is
 *   earlier (an item needing longer notice still wins, as in the services);
 * - an entertaining collection slot otherwise (entertaining only): check individual notice times;
 * - entertaining lines in a grocery slot (mixed), in the Christmas window too: notice times vary;
 * - otherwise the reservation's cut-off sentence.
 * Null when a cut-off sentence applies and its cut-off has passed.
 */
export function amendNotice(input: AmendNoticeInput, now: Date): AmendNotice | null {
  const entertainingOnly = input.slotType === 'ENTERTAINING_COLLECTION';
  const christmas = christmasAmendCutoff(input);
  if (christmas) {
    const own = Date.parse(input.amendOrderCutoffDateTime);
    const cutoff = Number.isNaN(own) || own >= christmas.getTime() ? christmas : new Date(own);
    const text = formatAmendMessage(cutoff, now);
    return text === null ? null : { kind: 'christmas', text };
  }
  if (entertainingOnly) return { kind: 'entertaining-only', text: AMEND_NOTICE_TEXTS.entertainingOnly };
  if (input.containsEntertainingLines) return { kind: 'mixed', text: AMEND_NOTICE_TEXTS.mixed };
  const text = formatAmendMessage(input.amendOrderCutoffDateTime, now);
  return text === null ? null : { kind: 'cutoff', text };
}
