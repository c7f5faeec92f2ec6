import { BRANCH_ID_COOKIE, selectCurrentReservation } from '@grocer/shared-contracts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { removeCookie, writeCookie } from '../lib/cookies.ts';
import { getAddress, getBranch, getSlotReservations } from './api/get-slot.ts';
import { authStateAtom } from './auth-state.ts';
import { customerOrderIdAtom, setSlotStateAtom } from './shopping-state.ts';
import { sessionClientFor, type Store } from './session-client.ts';

/** The branchId cookie lives as long as a session's slot might (a day). */
const BRANCH_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * Loads the shopper's slot (spec sections 4 and 8): the current reservation
 * (non-expired; the UNCONFIRMED one when several), then its address and
 * branch. Booked only when both lookups succeed; otherwise not booked, the
 * branchId cookie removed, and a failure shows the error state ("Slot").
 */
export async function loadSlot(
  store: Store,
  config: HeaderConfig,
  signal: AbortSignal,
  now: () => Date = () => new Date(),
): Promise<void> {
  const customerOrderId = store.get(customerOrderIdAtom);
  if (customerOrderId === '' || !store.get(authStateAtom).token) {
    store.set(setSlotStateAtom, { status: 'idle' });
    return;
  }
  store.set(setSlotStateAtom, { status: 'loading' });
  const api = sessionClientFor(config, store);
  try {
    const reservation = selectCurrentReservation(await getSlotReservations(api, customerOrderId, signal), now());
    if (!reservation) {
      removeCookie(BRANCH_ID_COOKIE);
      store.set(setSlotStateAtom, { status: 'none' });
      return;
    }
    const [address, branch] = await Promise.all([
      reservation.addressId === null ? null : getAddress(api, reservation.addressId, signal),
      getBranch(api, reservation.branchId, signal),
    ]);
    writeCookie(BRANCH_ID_COOKIE, reservation.branchId, { maxAge: BRANCH_COOKIE_MAX_AGE_SECONDS });
    store.set(setSlotStateAtom, { status: 'booked', reservation, address, branch });
  } catch (error) {
    if (signal.aborted) return;
    removeCookie(BRANCH_ID_COOKIE);
    config.logger.error('Error loading the slot', { message: error instanceof Error ? error.message : String(error) });
    store.set(setSlotStateAtom, { status: 'error' });
  }
}
