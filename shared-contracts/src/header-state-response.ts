import * as z from './zod.ts';
import { DeliveryPassStatus } from './fulfilment.ts';
import { HeaderSlotState, HeaderTrolleyState } from './header-state.ts';
import { ShoppingContext } from './shopping-context.ts';

// Its own module: only servers parse it, and a schema built at import costs every page that imports its module.
/**
 * `GET /v1/header-state`: everything the header renders for the shopper whose
 * `fernleaf_token` cookie comes with the request, in one answer
 * (decision 029). Signed out (no cookie, a session that has ended, a support
 * user's own sign-in): `{ signedIn: false }`. The trolley is its summary; a
 * summary the services could not vouch for is `{ status: 'error' }` (cost text
 * "Trolley"), never a wrong total. Carries no token.
 */
export const HeaderStateResponse = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({
    signedIn: z.literal(true),
    customerId: z.string(),
    isSignedOnAsCustomer: z.boolean(),
    context: ShoppingContext,
    trolley: HeaderTrolleyState,
    slot: HeaderSlotState,
    deliveryPass: DeliveryPassStatus,
  }),
]);
export type HeaderStateResponse = z.infer<typeof HeaderStateResponse>;
