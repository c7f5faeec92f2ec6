import * as z from './zod.ts';
import { SlotType } from './fulfilment.ts';
import { Money } from './money.ts';
import { OrderState } from './shopping-context.ts';
import { Quantity } from './trolley.ts';
import { CHECKOUT_ROUTES } from './trolley-rules.ts';

export const OrderLine = z.object({
  lineNumber: z.string(),
  productId: z.string(),
  /** Price per `quantity.uom`. */
  price: Money,
  totalPrice: Money,
  quantity: Quantity,
  reservedQuantity: z.number(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** A slot held for the order (the reservation and the slot it is for). */
export const OrderSlot = z.object({
  slotReservationId: z.string(),
  status: z.string(),
  slotType: SlotType,
  branchId: z.string(),
  addressId: z.nullable(z.string()),
  startDateTime: z.iso.datetime({ offset: true }),
  endDateTime: z.iso.datetime({ offset: true }),
  amendOrderCutoffDateTime: z.nullable(z.iso.datetime({ offset: true })),
});
export type OrderSlot = z.infer<typeof OrderSlot>;

/** GET /v1/orders/{customerOrderId}, and the answer to placing it (spec section 3, "Order"). */
export const Order = z.object({
  customerOrderId: z.string(),
  customerId: z.string(),
  state: OrderState,
  containsEntertainingLines: z.boolean(),
  orderLines: z.array(OrderLine),
  /** Current reservations first (the one that counts), then any other live one. */
  slots: z.array(OrderSlot),
  totals: z.object({
    estimated: z.object({
      items: Money,
      savings: Money,
      deliveryCharge: Money,
      total: Money,
    }),
  }),
  placedAt: z.nullable(z.iso.datetime({ offset: true })),
  /** False once the branch has started preparing the order (the header shows the "not changeable" alert). */
  slotChangeable: z.boolean(),
  /** True while a PLACED order can still be amended (before the cut-off, not yet being prepared). */
  amendable: z.boolean(),
});
export type Order = z.infer<typeof Order>;

/**
 * One order in GET /v1/orders (the host's "My orders" page): what the list
 * shows, read the same way as GET /v1/orders/{customerOrderId}. `slot` is the
 * order's current slot (null when it holds none); `total` is the order's
 * estimated total (`totals.estimated.total` of the full order).
 */
export const OrderSummary = z.object({
  customerOrderId: z.string(),
  state: OrderState,
  placedAt: z.nullable(z.iso.datetime({ offset: true })),
  slot: z.nullable(
    z.object({
      slotType: SlotType,
      startDateTime: z.iso.datetime({ offset: true }),
      endDateTime: z.iso.datetime({ offset: true }),
    }),
  ),
  total: Money,
  amendable: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** GET /v1/orders: the shopper's placed orders, newest first (never the open trolley being built). */
export const OrdersResponse = z.object({ orders: z.array(OrderSummary) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** PATCH /v1/orders/{customerOrderId}/place */
export const PlaceOrderRequest = z.object({
  event: z.literal('PLACE'),
  orderOptions: z.optional(z.object({ instantCheckout: z.optional(z.boolean()) })),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

/** The numbered reasons a place call is refused (spec section 8), without the ORDER_ORCHESTRATION_ prefix. */
export const PLACE_ORDER_ERROR_NUMBERS = [
  '017',
  '029',
  '041',
  '042',
  '043',
  '044',
  '058',
  '091',
  '111',
  '123',
  '124',
  '125',
  '127',
  '136',
  '137',
] as const;
export type PlaceOrderErrorNumber = (typeof PLACE_ORDER_ERROR_NUMBERS)[number];

export const PLACE_ORDER_ERROR_CODES = PLACE_ORDER_ERROR_NUMBERS.map(
  (number) => `ORDER_ORCHESTRATION_${number}` as const,
);
export const PlaceOrderErrorCode = z.enum(PLACE_ORDER_ERROR_CODES);
export type PlaceOrderErrorCode = z.infer<typeof PlaceOrderErrorCode>;

/** A refused place call: the usual ServiceError body plus the catalogue code. */
export const PlaceOrderError = z.object({
  error: z.string(),
  message: z.string(),
  code: PlaceOrderErrorCode,
  /** With ORDER_ORCHESTRATION_058: the previously confirmed slot, which is still held. */
  previousSlot: z.optional(OrderSlot),
});
export type PlaceOrderError = z.infer<typeof PlaceOrderError>;

/** What the header does after an error modal (spec section 8, "Action"). */
export type PlaceOrderErrorAction =
  | 'SERVICE_SELECTION'
  | 'REBOOK_SLOT'
  | 'TROLLEY'
  | 'BOOK_SLOT'
  | 'KEEP_PREVIOUS_SLOT_OR_CHOOSE_NEW'
  | 'REVIEW_PROMO_CODES'
  | 'CALL_CUSTOMER_SERVICES'
  | 'NORMAL_CHECKOUT'
  | 'MY_DETAILS'
  | 'PROCEED_TO_CHECKOUT'
  | 'RELOAD';

export type PlaceOrderErrorEntry = {
  readonly message: string;
  /** A second line, where the catalogue gives one. */
  readonly detail?: string;
  readonly action: PlaceOrderErrorAction;
  /** Where the action goes, when it is a page. */
  readonly path?: string;
};

/** The key of the catalogue: a place-order code, TIMEOUT, or UNKNOWN_ERROR. */
export type PlaceOrderFailureKey = PlaceOrderErrorCode | 'TIMEOUT' | 'UNKNOWN_ERROR';

const TRY_AGAIN: PlaceOrderErrorEntry = {
  message: "Sorry, there's been a problem",
  detail: 'Please try again',
  action: 'RELOAD',
};

/** Spec section 8, "Instant checkout place-order errors", to the letter. */
export const PLACE_ORDER_ERROR_CATALOGUE: Readonly<Record<PlaceOrderFailureKey, PlaceOrderErrorEntry>> = {
  ORDER_ORCHESTRATION_017: {
    message: 'You still need to book a slot',
    action: 'SERVICE_SELECTION',
    path: CHECKOUT_ROUTES.serviceSelection,
  },
  ORDER_ORCHESTRATION_029: {
    message: "Sorry, you've been timed out",
    action: 'REBOOK_SLOT',
    path: CHECKOUT_ROUTES.serviceSelection,
  },
  ORDER_ORCHESTRATION_041: {
    message: 'There are problems with your trolley',
    action: 'TROLLEY',
    path: CHECKOUT_ROUTES.trolley,
  },
  ORDER_ORCHESTRATION_042: { message: 'Minimum spend not met', action: 'TROLLEY', path: CHECKOUT_ROUTES.trolley },
  ORDER_ORCHESTRATION_043: {
    message: 'Add a grocery item to checkout',
    action: 'TROLLEY',
    path: CHECKOUT_ROUTES.trolley,
  },
  ORDER_ORCHESTRATION_044: {
    message: 'Sorry, there was a problem confirming your slot',
    action: 'BOOK_SLOT',
    path: CHECKOUT_ROUTES.serviceSelection,
  },
  ORDER_ORCHESTRATION_058: {
    message: 'Sorry, the new slot you requested is unavailable',
    action: 'KEEP_PREVIOUS_SLOT_OR_CHOOSE_NEW',
    path: CHECKOUT_ROUTES.serviceSelection,
  },
  ORDER_ORCHESTRATION_091: {
    message: 'Unable to apply promo voucher/code',
    action: 'REVIEW_PROMO_CODES',
    path: CHECKOUT_ROUTES.checkoutPromoCodes,
  },
  ORDER_ORCHESTRATION_111: {
    message: 'Sorry, there was a problem',
    action: 'CALL_CUSTOMER_SERVICES',
    path: CHECKOUT_ROUTES.trolley,
  },
  ORDER_ORCHESTRATION_123: {
    message: 'Gift card or voucher added',
    action: 'NORMAL_CHECKOUT',
    path: CHECKOUT_ROUTES.checkout,
  },
  ORDER_ORCHESTRATION_124: {
    message: 'Gift card or voucher added',
    action: 'NORMAL_CHECKOUT',
    path: CHECKOUT_ROUTES.checkout,
  },
  ORDER_ORCHESTRATION_125: { message: 'Add address', action: 'MY_DETAILS', path: CHECKOUT_ROUTES.myDetails },
  ORDER_ORCHESTRATION_127: {
    message: 'Sorry, please use standard checkout',
    action: 'NORMAL_CHECKOUT',
    path: CHECKOUT_ROUTES.checkout,
  },
  ORDER_ORCHESTRATION_136: {
    message: 'Instant Checkout is unavailable',
    detail: 'Order updated',
    action: 'PROCEED_TO_CHECKOUT',
    path: CHECKOUT_ROUTES.checkout,
  },
  ORDER_ORCHESTRATION_137: {
    message: 'Instant Checkout is unavailable',
    detail: 'Order updated',
    action: 'PROCEED_TO_CHECKOUT',
    path: CHECKOUT_ROUTES.checkout,
  },
  TIMEOUT: TRY_AGAIN,
  UNKNOWN_ERROR: TRY_AGAIN,
};

/**
 * Which catalogue entry a failed place call gets (spec section 8): its code
 * when it is a known one, TIMEOUT when it timed out without a code, otherwise
 * UNKNOWN_ERROR (which reads the same as TIMEOUT).
 */
export function placeOrderFailureKey(failure: {
  readonly code?: unknown;
  readonly timedOut?: boolean;
}): PlaceOrderFailureKey {
  const known = PlaceOrderErrorCode.safeParse(failure.code);
  if (known.success) return known.data;
  if (failure.code === undefined || failure.code === null) return failure.timedOut ? 'TIMEOUT' : 'UNKNOWN_ERROR';
  return 'UNKNOWN_ERROR';
}

/** How long the header waits for order calls (spec section 9). */
export const ORDER_REQUEST_TIMEOUT_MS = 45_000;

/**
 * POST /mfe/common/api/v1/instantCheckoutTransactionComplete (spec section 7):
 * sent after an instant checkout succeeds. Amounts are pounds; `quantityDelta`
 * is the change in quantity made while amending.
 */
export const InstantCheckoutBeacon = z.object({
  customerOrderId: z.string().check(z.minLength(1), z.maxLength(40)),
  branchId: z.string().check(z.minLength(1), z.maxLength(40)),
  deliveryChargeAmount: z.number().check(z.gte(0), z.lte(1000)),
  slotType: SlotType,
  instantCheckoutTrolleyItems: z
    .array(
      z.object({
        lineNumber: z.string().check(z.minLength(1), z.maxLength(40)),
        totalPrice: z.number().check(z.gte(0), z.lte(100_000)),
        quantity: z.number().check(z.gte(0), z.lte(1000)),
        quantityDelta: z.number().check(z.gte(-1000), z.lte(1000)),
      }),
    )
    .check(z.maxLength(500)),
});
export type InstantCheckoutBeacon = z.infer<typeof InstantCheckoutBeacon>;
