import type { OrderState } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';

/** Who did something to an order: the customer, a support user acting for them, or the branch. */
export const BRANCH_ACTOR = 'branch';

/** Appends to the order's audit trail (`order_events`). */
export async function recordOrderEvent(
  db: Queryable,
  event: {
    readonly customerOrderId: string;
    readonly event: string;
    readonly actorId: string;
    readonly fromState?: OrderState;
    readonly toState?: OrderState;
    readonly detail?: Record<string, unknown>;
    readonly at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into order_events (customer_order_id, event, actor_id, from_state, to_state, detail, created_at)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7)`,
    [
      event.customerOrderId,
      event.event,
      event.actorId,
      event.fromState ?? null,
      event.toState ?? null,
      event.detail === undefined ? null : JSON.stringify(event.detail),
      event.at,
    ],
  );
}
