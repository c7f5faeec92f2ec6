import * as z from 'zod/mini';
import { Money } from './money.ts';

/**
 * Fulfilment: branches, addresses, slots, slot reservations and the delivery
 * pass (spec sections 3, 4, 5 and 7). Times are ISO 8601 instants; the rules
 * about them are in Europe/London time.
 */

/** Every slot type the header may meet (spec section 3). */
export const SLOT_TYPES = [
  'DELIVERY',
  'GROCERY_COLLECTION',
  'ENTERTAINING_COLLECTION',
  'DELIVERY_SERVICE',
  'UNDEFINED',
] as const;
export const SlotType = z.enum(SLOT_TYPES);
export type SlotType = z.infer<typeof SlotType>;

/** The slot types a shopper can actually book; DELIVERY_SERVICE and UNDEFINED are never offered. */
export const BOOKABLE_SLOT_TYPES = ['DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'] as const;
export const BookableSlotType = z.enum(BOOKABLE_SLOT_TYPES);
export type BookableSlotType = z.infer<typeof BookableSlotType>;

/**
 * UNCONFIRMED: held for the shopper for a short while. CONFIRMED: the slot of
 * a placed order. EXPIRED: an UNCONFIRMED hold that ran out. CANCELLED: given up.
 */
export const SLOT_RESERVATION_STATUSES = ['UNCONFIRMED', 'CONFIRMED', 'EXPIRED', 'CANCELLED'] as const;
export const SlotReservationStatus = z.enum(SLOT_RESERVATION_STATUSES);
export type SlotReservationStatus = z.infer<typeof SlotReservationStatus>;

const Instant = z.iso.datetime({ offset: true });
const LocalDate = z.iso.date();
/** Ids the services hand out are short and plain; anything else is not one of ours. */
const Id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/));

export const SlotReservation = z.object({
  id: z.string(),
  status: SlotReservationStatus,
  customerOrderId: z.string(),
  slotId: z.string(),
  /** The delivery address; for collection the shopper's contact address if they gave one, else null. */
  addressId: z.nullable(z.string()),
  branchId: z.string(),
  slotType: SlotType,
  startDateTime: Instant,
  endDateTime: Instant,
  amendOrderCutoffDateTime: Instant,
  /** When an UNCONFIRMED hold lapses; null once CONFIRMED. */
  expiryDateTime: z.nullable(Instant),
  deliveryCharge: Money,
});
export type SlotReservation = z.infer<typeof SlotReservation>;

/** GET /slot-reservations?customerOrderId= */
export const SlotReservationsQuery = z.object({ customerOrderId: Id });
export const SlotReservationsResponse = z.object({
  customerOrderId: z.string(),
  slotReservations: z.array(SlotReservation),
});
export type SlotReservationsResponse = z.infer<typeof SlotReservationsResponse>;

/** POST /slot-reservations */
export const ReserveSlotRequest = z.object({
  customerOrderId: Id,
  slotId: Id,
  addressId: z.optional(Id),
});
export type ReserveSlotRequest = z.infer<typeof ReserveSlotRequest>;

export const Slot = z.object({
  id: z.string(),
  slotType: BookableSlotType,
  branchId: z.string(),
  startDateTime: Instant,
  endDateTime: Instant,
  amendOrderCutoffDateTime: Instant,
  /** Places left; 0 means full (listed so the slot page can show it greyed out). */
  remainingCapacity: z.number().check(z.int(), z.minimum(0)),
  deliveryCharge: Money,
});
export type Slot = z.infer<typeof Slot>;

/** GET /slots: dates are Europe/London calendar dates, both inclusive. */
export const SlotsQuery = z.object({
  slotType: BookableSlotType,
  branchId: z.optional(Id),
  addressId: z.optional(Id),
  fromDate: z.optional(LocalDate),
  toDate: z.optional(LocalDate),
});
export type SlotsQuery = z.infer<typeof SlotsQuery>;

export const SlotsResponse = z.object({
  slotType: BookableSlotType,
  branchId: z.string(),
  addressId: z.nullable(z.string()),
  fromDate: LocalDate,
  toDate: LocalDate,
  slots: z.array(Slot),
});
export type SlotsResponse = z.infer<typeof SlotsResponse>;

/** GET /branches/{branchId} (spec section 3: name and contactDetails). */
export const Branch = z.object({
  id: z.string(),
  name: z.string(),
  contactDetails: z.object({
    address1: z.string(),
    postcode: z.string(),
    city: z.string(),
    phone: z.optional(z.nullable(z.string())),
  }),
  /** What the branch offers; optional so a branch from elsewhere without it still parses. */
  slotTypes: z.optional(z.array(SlotType)),
});
export type Branch = z.infer<typeof Branch>;

export const BranchesQuery = z.object({ slotType: z.optional(BookableSlotType) });
export const BranchesResponse = z.object({ branches: z.array(Branch) });
export type BranchesResponse = z.infer<typeof BranchesResponse>;

/** GET /addresses/{addressId} (spec section 3: name, line1, line2, town, region, postalCode). */
export const Address = z.object({
  id: z.string(),
  name: z.string(),
  line1: z.string(),
  /** '' when the address has no second line. */
  line2: z.string(),
  town: z.string(),
  /** '' when none was given. */
  region: z.string(),
  postalCode: z.string(),
});
export type Address = z.infer<typeof Address>;

export const AddressesResponse = z.object({ addresses: z.array(Address) });
export type AddressesResponse = z.infer<typeof AddressesResponse>;

/**
 * A UK postcode (outward code, optional space, inward code), the Royal Mail
 * letter rules included, so typos such as "SW1A 1AAA" or "Q1 1AA" are caught.
 */
export const UK_POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** "sw1a1aa" → "SW1A 1AA": upper case, one space before the inward code. */
export function normalisePostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredLine = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** POST /addresses */
export const NewAddress = z.object({
  name: requiredLine(60),
  line1: requiredLine(80),
  line2: z._default(line(80), ''),
  town: requiredLine(50),
  region: z._default(line(50), ''),
  postalCode: z.pipe(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.maxLength(8),
      z.refine((value) => UK_POSTCODE.test(value), 'Enter a UK postcode, such as SW1A 1AA'),
    ),
    z.transform(normalisePostcode),
  ),
});
export type NewAddress = z.input<typeof NewAddress>;

/** Delivery pass status as the header keeps it (spec section 3); UNKNOWN until loaded. */
export const DELIVERY_PASS_STATUSES = ['UNKNOWN', 'ACTIVE', 'AVAILABLE'] as const;
export const DeliveryPassStatus = z.enum(DELIVERY_PASS_STATUSES);
export type DeliveryPassStatus = z.infer<typeof DeliveryPassStatus>;

/** GET /v1/pass/status: no `status` at all when the customer has no pass. */
export const DeliveryPassStatusResponse = z.object({
  data: z.object({ status: z.optional(z.enum(['ACTIVE', 'AVAILABLE'])) }),
});
export type DeliveryPassStatusResponse = z.infer<typeof DeliveryPassStatusResponse>;

/** Reads a pass status response the spec's way: anything missing or unexpected is UNKNOWN. */
export function deliveryPassStatusFrom(body: unknown): DeliveryPassStatus {
  const parsed = DeliveryPassStatusResponse.safeParse(body);
  return parsed.success ? (parsed.data.data.status ?? 'UNKNOWN') : 'UNKNOWN';
}

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

function londonParts(instant: Date): LondonParts {
  const parts = Object.fromEntries(LONDON_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
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
 * Spec section 9's times: "9am", "9:30am", "12:00 midday", and midnight as
 * "12AM" — including 11:30pm and later, which the spec shows as 12AM.
 */
export function formatAmendTime(instant: Date): string {
  const { hour, minute } = londonParts(instant);
  if ((hour === 23 && minute >= 30) || (hour === 0 && minute === 0)) return '12AM';
  if (hour === 12 && minute === 0) return '12:00 midday';
  const suffix = hour < 12 ? 'am' : 'pm';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minute).padStart(2, '0')}${suffix}`;
}

/** Spec section 9's dates: "Monday 5 March" (London calendar day, no year). */
export function formatAmendDate(instant: Date): string {
  const { weekday, day, month } = londonParts(instant);
  return `${weekday} ${day} ${month}`;
}

/**
 * Spec section 5: "You can amend your order until {time} today" or
 * "… on {date}". Null once the cut-off has passed: there is nothing left to offer.
 */
export function formatAmendMessage(cutoff: Date | string, now: Date): string | null {
  const at = typeof cutoff === 'string' ? new Date(cutoff) : cutoff;
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return null;
  const cut = londonParts(at);
  const today = londonParts(now);
  const sameDay = cut.year === today.year && cut.month === today.month && cut.day === today.day;
  const when = sameDay ? 'today' : `on ${formatAmendDate(at)}`;
  return `You can amend your order until ${formatAmendTime(at)} ${when}`;
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
 * Spec section 5: a Christmas entertaining slot's amend cut-off is midnight
 * on 15 December — the instant 15 December begins in London (00:00), as the
 * services compute it, which formatAmendMessage shows as "12AM on … 15
 * December". Undefined for a slot outside the window.
 */
export function christmasAmendCutoff(slotStart: Date | string): Date | undefined {
  const start = typeof slotStart === 'string' ? new Date(slotStart) : slotStart;
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
 * - an entertaining order (entertaining collection slot, or entertaining lines)
 *   whose slot starts 20–24 December: the cut-off sentence for midnight on
 *   15 December (or the reservation's own cut-off, when that is earlier: an
 *   item needing longer notice still wins, as in the services);
 * - an entertaining collection slot otherwise (entertaining only): check individual notice times;
 * - entertaining lines in a grocery slot (mixed): notice times vary;
 * - otherwise the reservation's cut-off sentence.
 * Null when the cut-off sentence applies and its cut-off has passed.
 */
export function amendNotice(input: AmendNoticeInput, now: Date): AmendNotice | null {
  const entertainingOnly = input.slotType === 'ENTERTAINING_COLLECTION';
  const christmas =
    entertainingOnly || input.containsEntertainingLines ? christmasAmendCutoff(input.startDateTime) : undefined;
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
