import type { Order } from '@grocer/shared-contracts/domain';
import { getOrder } from '../../api/orders-list.ts';
import type { SignedInCall } from '../../api/service-call.ts';
import { getShoppingContext } from '../../api/shopping-context.ts';

/** The order being checked out (the shopping context's open order), or null when there is none. */
export async function loadCheckout(call: SignedInCall): Promise<Order | null> {
  const { customerOrderId } = await getShoppingContext(call);
  return customerOrderId === '' ? null : getOrder(call, customerOrderId);
}
