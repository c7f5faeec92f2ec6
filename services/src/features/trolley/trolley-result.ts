import type { Failure, TrolleyQueryResult } from '@grocer/shared-contracts';
import type { Queryable } from '../../db/database.ts';
import { instantCheckoutStatus, isSlotChangeable } from '../order-records/order-states.ts';
import type { OrderRow } from '../order-records/own-order.ts';
import { evaluateTrolley, toTrolley } from './evaluate-trolley.ts';

/** `getTrolley`'s answer (and every trolley mutation's) for an order the caller may see. */
export async function trolleyResult(
  db: Queryable,
  order: OrderRow,
  now: Date,
  failures: readonly Failure[] = [],
): Promise<TrolleyQueryResult> {
  const evaluated = await evaluateTrolley(db, order.customerOrderId, now);
  const confirmed = evaluated.reservations.confirmed;
  return {
    trolley: toTrolley(evaluated, order.state === 'AMENDING'),
    failures: [...failures],
    slotChangeable: isSlotChangeable({
      state: order.state,
      preparationStarted: order.preparationStartedAt !== null,
      confirmedCutoff: confirmed ? new Date(confirmed.amendOrderCutoffDateTime) : undefined,
      now,
    }),
    instantCheckout: instantCheckoutStatus(order.state),
  };
}
