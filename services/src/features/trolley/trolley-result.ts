import type { Failure, SlotReservation, TrolleyQueryResult } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { instantCheckoutStatus, isSlotChangeable } from '../order-records/order-states.ts';
import type { OrderRow } from '../order-records/own-order.ts';
import { type EvaluatedTrolley, evaluateTrolley, toTrolley } from './evaluate-trolley.ts';

/** Whether the shopper may change the order's slot now (the fulfilment service's rule, and preparation). */
export function orderSlotChangeable(
  order: Pick<OrderRow, 'state' | 'preparationStartedAt'>,
  confirmed: SlotReservation | undefined,
  now: Date,
): boolean {
  return isSlotChangeable({
    state: order.state,
    preparationStarted: order.preparationStartedAt !== null,
    confirmedCutoff: confirmed ? new Date(confirmed.amendOrderCutoffDateTime) : undefined,
    now,
  });
}

/** `getTrolley`'s answer for an order whose trolley has been evaluated. */
export function toTrolleyResult(
  order: OrderRow,
  evaluated: EvaluatedTrolley,
  now: Date,
  failures: readonly Failure[] = [],
): TrolleyQueryResult {
  return {
    trolley: toTrolley(evaluated, order.state === 'AMENDING'),
    failures: [...failures],
    slotChangeable: orderSlotChangeable(order, evaluated.reservations.confirmed, now),
    instantCheckout: instantCheckoutStatus(order.state),
  };
}

/** `getTrolley`'s answer (and every trolley mutation's) for an order the caller may see. */
export async function trolleyResult(
  db: Queryable,
  order: OrderRow,
  now: Date,
  failures: readonly Failure[] = [],
): Promise<TrolleyQueryResult> {
  return toTrolleyResult(order, await evaluateTrolley(db, order.customerOrderId, now), now, failures);
}
