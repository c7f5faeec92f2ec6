import type {
  InstantCheckoutBeacon,
  Order,
  OrderSlot,
  PlaceOrderErrorCode,
  SlotReservation,
  TrolleyQueryResult,
} from '@grocer/shared-contracts/domain';
import {
  gbp,
  sampleAddress,
  sampleBranch,
  sampleContext,
  sampleItem,
  sampleReservation,
  sampleTrolleyResult,
  loadedTrolley,
} from '../../../../shopping/testing/shopping-fixtures.ts';
import { createShoppingStore } from '../../../../shopping/testing/shopping-store.ts';

/** The amending shopper's order (amending@example.com's in the demo data). */
export const AMENDING_ORDER_ID = '9100003';

/**
 * The trolley while amending: line 100 went from 1 to 3, line 101 is
 * unchanged at 2, line 102 (0.5 kg) is new since the order was placed.
 */
export const amendingTrolleyItems = () => [
  sampleItem(0, { quantity: { amount: 3, uom: 'C62' }, totalPrice: gbp(7.5), reservedQuantity: 1 }),
  sampleItem(1, { quantity: { amount: 2, uom: 'C62' }, totalPrice: gbp(5), reservedQuantity: 2 }),
  sampleItem(2, { quantity: { amount: 0.5, uom: 'KGM' }, price: gbp(9), totalPrice: gbp(4.5), reservedQuantity: 0 }),
];

/**
 * The beacon for `placedOrder()` placed from `amendingTrolleyItems()`: each
 * line as placed, with what amending changed (spec section 7).
 */
export const AMENDED_ORDER_BEACON: InstantCheckoutBeacon = {
  customerOrderId: AMENDING_ORDER_ID,
  branchId: '651',
  deliveryChargeAmount: 4.5,
  slotType: 'DELIVERY',
  instantCheckoutTrolleyItems: [
    { lineNumber: '100', totalPrice: 7.5, quantity: 3, quantityDelta: 2 },
    { lineNumber: '101', totalPrice: 5, quantity: 2, quantityDelta: 0 },
    { lineNumber: '102', totalPrice: 4.5, quantity: 0.5, quantityDelta: 0.5 },
  ],
};

/** The new slot chosen while amending: held, not yet confirmed. */
export const newHold = (overrides: Partial<SlotReservation> = {}): SlotReservation =>
  sampleReservation({
    id: 'SR-9100003-202603061000',
    status: 'UNCONFIRMED',
    customerOrderId: AMENDING_ORDER_ID,
    startDateTime: '2026-03-06T10:00:00.000Z',
    endDateTime: '2026-03-06T11:00:00.000Z',
    ...overrides,
  });

/** The slot of the order as placed before amending, still held (ORDER_ORCHESTRATION_058's previousSlot). */
export const previousSlot = (overrides: Partial<OrderSlot> = {}): OrderSlot => ({
  slotReservationId: 'SR-9100003-202603050900',
  status: 'CONFIRMED',
  slotType: 'DELIVERY',
  branchId: '651',
  addressId: 'A-1101',
  startDateTime: '2026-03-05T09:00:00.000Z',
  endDateTime: '2026-03-05T10:00:00.000Z',
  amendOrderCutoffDateTime: '2026-03-04T23:30:00.000Z',
  ...overrides,
});

/** The trolley query's answer while amending, with instant checkout ALLOWED. */
export function amendingTrolleyResult(): TrolleyQueryResult {
  const result = sampleTrolleyResult({ amending: true, instantCheckout: 'ALLOWED' });
  return { ...result, trolley: result.trolley && { ...result.trolley, trolleyItems: amendingTrolleyItems() } };
}

/** A store in the state the checkout button opens the choice in: amending, instant checkout ALLOWED, a slot booked. */
export function amendingStore({ reservation = newHold() }: { reservation?: SlotReservation } = {}) {
  return createShoppingStore({
    context: {
      status: 'loaded',
      context: sampleContext({
        customerId: 'C-1103',
        customerOrderId: AMENDING_ORDER_ID,
        customerOrderState: 'AMENDING',
      }),
    },
    trolley: loadedTrolley(amendingTrolleyResult()),
    slot: { status: 'booked', reservation, address: sampleAddress(), branch: sampleBranch() },
  });
}

/** The place call's answer: the order, now PLACED, every line fully reserved (services docs, "Placing"). */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    customerOrderId: AMENDING_ORDER_ID,
    customerId: 'C-1103',
    state: 'PLACED',
    containsEntertainingLines: false,
    orderLines: amendingTrolleyItems().map((item) => ({
      lineNumber: item.lineNumber,
      productId: item.productId,
      price: item.price,
      totalPrice: item.totalPrice,
      quantity: item.quantity,
      reservedQuantity: item.quantity.amount,
    })),
    slots: [
      {
        slotReservationId: 'SR-9100003-202603061000',
        status: 'CONFIRMED',
        slotType: 'DELIVERY',
        branchId: '651',
        addressId: 'A-1101',
        startDateTime: '2026-03-06T10:00:00.000Z',
        endDateTime: '2026-03-06T11:00:00.000Z',
        amendOrderCutoffDateTime: '2026-03-05T23:30:00.000Z',
      },
    ],
    totals: { estimated: { items: gbp(17), savings: gbp(0), deliveryCharge: gbp(4.5), total: gbp(21.5) } },
    placedAt: '2026-03-04T12:00:00.000Z',
    slotChangeable: true,
    amendable: true,
    ...overrides,
  };
}

/** Example service messages, as the services word them (services/src/features/orders/place-order-rules.ts). */
const SERVICE_MESSAGES: Partial<Record<PlaceOrderErrorCode, string>> = {
  ORDER_ORCHESTRATION_111:
    'Sorry, there was a problem with your account. Please call customer services on 0808 157 0192.',
  ORDER_ORCHESTRATION_058:
    'The new slot you chose is no longer available. Your previous slot is still held for this order.',
};

/** A refused place call as the services send it: 409 (403 for ORDER_ORCHESTRATION_111) and the PlaceOrderError body. */
export function refusal(code: PlaceOrderErrorCode, extras: { previousSlot?: OrderSlot } = {}) {
  return {
    status: code === 'ORDER_ORCHESTRATION_111' ? 403 : 409,
    body: {
      error: 'order_not_placeable',
      message: SERVICE_MESSAGES[code] ?? 'The order cannot be placed.',
      code,
      ...(code === 'ORDER_ORCHESTRATION_058' ? { previousSlot: extras.previousSlot ?? previousSlot() } : {}),
    },
  };
}
