import type { OrderState } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../db/database.ts';
import { createSession } from '../features/auth/sessions.ts';
import { createCustomer } from './fixtures.ts';
import { bearer } from './test-app.ts';

export type TestShopper = {
  readonly id: string;
  readonly orderId: string;
  readonly headers: { authorization: string };
};

/** A new shopper with one order (PENDING unless said) and a live session. */
export async function newShopper(db: Queryable, now: Date, state: OrderState = 'PENDING'): Promise<TestShopper> {
  const customer = await createCustomer(db, { orders: [{ state, createdAt: now.toISOString() }] });
  const { token } = await createSession(db, { customerId: customer.id, actorId: null, now });
  return { id: customer.id, orderId: customer.orderIds[0] ?? '', headers: bearer(token) };
}
