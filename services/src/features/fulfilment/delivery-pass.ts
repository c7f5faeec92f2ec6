import type { Queryable } from '../../db/database.ts';

export type PassStatus = 'ACTIVE' | 'AVAILABLE';

/**
 * The customer's delivery pass status, or undefined when they have none or
 * it has run out (the response then carries no status and the header keeps
 * UNKNOWN, spec section 7).
 */
export async function deliveryPassStatus(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<PassStatus | undefined> {
  const [pass] = await db.query<{ status: PassStatus }>(livePassStatus('$1', '$2'), [customerId, now]);
  return pass?.status;
}

/**
 * The statement that reads a customer's live pass's status (no row: none, or run out), for the
 * pass route and as a subquery of the header's state. `customerId` and `now` are SQL expressions.
 */
export const livePassStatus = (customerId: string, now: string): string =>
  `select status from delivery_passes where customer_id = ${customerId} and (expires_at is null or expires_at > ${now})`;
