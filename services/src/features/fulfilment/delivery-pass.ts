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
  const [pass] = await db.query<{ status: PassStatus }>(
    'select status from delivery_passes where customer_id = $1 and (expires_at is null or expires_at > $2)',
    [customerId, now],
  );
  return pass?.status;
}
