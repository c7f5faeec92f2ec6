/** Test and story support: orders as GET /v1/orders and GET /v1/orders/{id} answer them. Never imported by the app. */
import type { Order, OrderSummary } from '@grocer/shared-contracts/domain';

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' as const });

/** A placed delivery order for Wednesday 25 November 2026, 4pm to 5pm, amendable until 11:30pm the day before. */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    customerOrderId: '9100003',
    customerId: 'C-1103',
    state: 'PLACED',
    containsEntertainingLines: false,
    orderLines: [
      {
        lineNumber: '100101',
        productId: '100101-000000-000000',
        price: gbp(1.45),
        totalPrice: gbp(2.9),
        quantity: { amount: 2, uom: 'C62' },
        reservedQuantity: 2,
      },
      {
        lineNumber: '200202',
        productId: '200202-000000-000000',
        price: gbp(12),
        totalPrice: gbp(6),
        quantity: { amount: 0.5, uom: 'KGM' },
        reservedQuantity: 0.5,
      },
    ],
    slots: [
      {
        slotReservationId: 'SR-9100003-1',
        status: 'CONFIRMED',
        slotType: 'DELIVERY',
        branchId: '651',
        addressId: 'A-1103',
        startDateTime: '2026-11-25T16:00:00.000Z',
        endDateTime: '2026-11-25T17:00:00.000Z',
        amendOrderCutoffDateTime: '2026-11-24T23:30:00.000Z',
      },
    ],
    totals: { estimated: { items: gbp(8.9), savings: gbp(0), deliveryCharge: gbp(4.5), total: gbp(13.4) } },
    placedAt: '2026-11-20T10:15:00.000Z',
    slotChangeable: true,
    amendable: true,
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    customerOrderId: '9100003',
    state: 'PLACED',
    placedAt: '2026-11-20T10:15:00.000Z',
    slot: {
      slotType: 'DELIVERY',
      startDateTime: '2026-11-25T16:00:00.000Z',
      endDateTime: '2026-11-25T17:00:00.000Z',
    },
    total: gbp(13.4),
    amendable: true,
    ...overrides,
  };
}
