/**
 * Cancelling a slot (spec section 4): loaded with `import()` when the shopper
 * presses "Cancel slot", so ky and the loaders stay out of the closed header.
 */
import type { HeaderConfig } from '../../lib/header-config.tsx';
import { loadSlot, loadTrolley, sessionClientFor } from '../../shopping/shopping-calls.ts';
import type { Store } from '../../shopping/session-client.ts';
import { deleteSlotReservation } from '../../shopping/api/delete-slot-reservation.ts';

/**
 * Deletes the reservation, then reloads the reservations (another one, such
 * as an amended order's confirmed slot, may now be current) and the trolley,
 * whose delivery charge changes with the slot. Throws only if the delete fails.
 */
export async function cancelSlot(
  store: Store,
  config: HeaderConfig,
  slotReservationId: string,
  signal: AbortSignal,
): Promise<void> {
  await deleteSlotReservation(sessionClientFor(config, store), slotReservationId, signal);
  await Promise.all([loadSlot(store, config, signal), loadTrolley(store, config, signal)]);
}
