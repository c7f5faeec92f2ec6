import {
  ORDER_REQUEST_TIMEOUT_MS,
  Order,
  PlaceOrderError,
  placeOrderFailureKey,
  type PlaceOrderFailureKey,
  type PlaceOrderRequest,
} from '@grocer/shared-contracts/domain';
import { ServiceCallError, callService } from './api-client.ts';
import type { SignedInCall } from './service-call.ts';

export type PlaceOrderOutcome =
  | { readonly outcome: 'placed'; readonly order: Order }
  /** Refused or failed: the catalogue entry to show, and the services' own words when they sent a PlaceOrderError. */
  | { readonly outcome: 'failed'; readonly key: PlaceOrderFailureKey; readonly error?: PlaceOrderError }
  /** The token no longer works: the shopper has to sign in again. */
  | { readonly outcome: 'signed-out' };

type PlaceCall = Omit<SignedInCall, 'signal'> & { readonly timeoutMs?: number };

/**
 * PATCH /v1/orders/{id}/place with { event: 'PLACE' }: a normal checkout.
 * Waits at most 45 seconds (spec section 9); a refusal is read as a
 * PlaceOrderError and mapped to its catalogue key (spec section 8). Never throws.
 */
export async function placeOrder(
  { servicesUrl, token, timeoutMs = ORDER_REQUEST_TIMEOUT_MS }: PlaceCall,
  customerOrderId: string,
): Promise<PlaceOrderOutcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  const body: PlaceOrderRequest = { event: 'PLACE' };
  try {
    const order = await callService(Order, {
      servicesUrl,
      path: `/v1/orders/${encodeURIComponent(customerOrderId)}/place`,
      method: 'PATCH',
      token,
      body,
      signal,
    });
    return { outcome: 'placed', order };
  } catch (error) {
    if (error instanceof ServiceCallError && error.status === 401) return { outcome: 'signed-out' };
    const refusal = error instanceof ServiceCallError ? PlaceOrderError.safeParse(error.body) : undefined;
    if (refusal?.success) return { outcome: 'failed', key: placeOrderFailureKey(refusal.data), error: refusal.data };
    console.warn('[shell] placing the order failed', error);
    return { outcome: 'failed', key: placeOrderFailureKey({ timedOut: signal.aborted }) };
  }
}
