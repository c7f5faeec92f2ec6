import type { HeaderInitialState, HeaderStateResponse } from '@grocer/shared-contracts/domain';

/** The shopper's part of the header's state: who, their shopping context, trolley summary, slot and pass. */
export type ShopperState = Pick<HeaderInitialState, 'auth' | 'context' | 'trolley' | 'slot' | 'deliveryPass'>;

/**
 * The one shopper plan: the services' one answer (GET v1/header-state, which holds the
 * rules: a support user's own sign-in is no shopper, the current reservation, the degraded parts)
 * read the same way by a page's server render and by the browser.
 */
export function shopperStateFrom(answer: HeaderStateResponse): ShopperState {
  if (!answer.signedIn) return { auth: { status: 'signed-out', hasTokenSession: true } };
  const { customerId, isSignedOnAsCustomer, context, trolley, slot, deliveryPass } = answer;
  return {
    auth: { status: 'signed-in', hasTokenSession: true, customerId, isSignedOnAsCustomer },
    context,
    trolley,
    slot,
    deliveryPass,
  };
}
