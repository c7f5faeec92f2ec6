import type { SignInResponse } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { createSession } from './sessions.ts';

/** Starts a session and answers the way every token-issuing route does. */
export async function openSession(
  db: Queryable,
  input: { customerId: string; actorId: string | null; isSupportSignIn?: boolean; now: Date },
): Promise<SignInResponse> {
  const { token, expiresAt } = await createSession(db, input);
  return {
    token,
    tokenType: 'Bearer',
    expiresAt: expiresAt.toISOString(),
    customerId: input.customerId,
    isSignedOnAsCustomer: input.actorId !== null,
    role: input.isSupportSignIn === true ? 'support' : 'customer',
  };
}
