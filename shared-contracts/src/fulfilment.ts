import * as z from './zod.ts';
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
const Id = z.string().check(z.minLength(1), z.maxLength(64, { abort: true }), z.regex(/^[A-Za-z0-9-]+$/));

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
      z.maxLength(8, { abort: true }),
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
