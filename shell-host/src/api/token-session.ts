import { TokenSessionResponse } from '@grocer/shared-contracts/domain';
import { ServiceCallError, callService } from './api-client.ts';

/** What the host pages need of a token session. */
export type ShopperSession = {
  readonly token: string;
  readonly customerId: string;
  readonly expiresAt: string;
  readonly isSignedOnAsCustomer: boolean;
};

/** The fields of a sign-in or token answer the pages keep; a support user's own sign-in cannot shop, so it is none. */
export function shopperSessionFrom(answer: TokenSessionResponse): ShopperSession | null {
  if (answer.role === 'support') return null;
  const { token, customerId, expiresAt, isSignedOnAsCustomer } = answer;
  return { token, customerId, expiresAt, isSignedOnAsCustomer };
}

/**
 * POST /v1/auth/token with the browser's cookies (decision 007): the bearer
 * token of the cookie's session, or null when there is none. A 401 is the
 * ordinary signed-out answer (spec section 8), not an error; any other failure
 * also leaves the page signed out, with a warning, because a page cannot shop
 * without a token either way.
 */
export async function fetchTokenSession(servicesUrl: string): Promise<ShopperSession | null> {
  try {
    const answer = await callService(TokenSessionResponse, {
      servicesUrl,
      path: '/v1/auth/token',
      method: 'POST',
      credentials: 'include',
    });
    return shopperSessionFrom(answer);
  } catch (error) {
    if (!(error instanceof ServiceCallError && error.status === 401)) {
      console.warn('[shell] could not read the token session', error);
    }
    return null;
  }
}
