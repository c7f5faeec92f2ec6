import type { TrolleyQueryResult } from '@grocer/shared-contracts/domain';
import type { Database } from '../../db/database.ts';
import { findOwnOrder } from '../order-records/own-order.ts';
import { applyTrolleyChange, type TrolleyChange } from './trolley-changes.ts';
import { evaluateTrolley } from './evaluate-trolley.ts';
import { toTrolleyResult, trolleyResult } from './trolley-result.ts';
import { writeEvaluatedSummary } from './trolley-summary-store.ts';

/** Who is asking: the customer whose trolley it must be, and who acts (a support user, or them). */
export type Shopper = { readonly customerId: string; readonly actorId: string };

/** The shopper's own trolley for an order (404 for anyone else's). */
export async function readTrolley(db: Database, shopper: Shopper, customerOrderId: string, now: Date) {
  const order = await findOwnOrder(db, shopper.customerId, customerOrderId);
  return trolleyResult(db, order, now);
}

/**
 * One change to the shopper's own trolley, in one transaction under the
 * order's row lock, with the order's kept summary; answers with the trolley
 * after it, and any refusal.
 */
export async function changeTrolley(
  db: Database,
  shopper: Shopper,
  customerOrderId: string,
  change: TrolleyChange,
  now: Date,
): Promise<TrolleyQueryResult> {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, shopper.customerId, customerOrderId, { lock: true });
    const failures = await applyTrolleyChange(tx, change, { order, actorId: shopper.actorId, now });
    // The answer evaluates the whole trolley anyway: its lines keep the header's summary in step.
    const evaluated = await evaluateTrolley(tx, customerOrderId, now);
    await writeEvaluatedSummary(tx, customerOrderId, evaluated, now);
    return toTrolleyResult(order, evaluated, now, failures);
  });
}
