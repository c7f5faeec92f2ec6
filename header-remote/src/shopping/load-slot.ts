import type { KyInstance } from 'ky';
import { selectCurrentReservation } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import type { Logger } from '../lib/logger.ts';
import { getAddress, getBranch, getSlotReservations } from './api/get-slot.ts';
import { authStateAtom } from './auth-state.ts';
import {
  customerOrderIdAtom,
  slotAnsweredAtom,
  slotLoadStartedAtom,
  slotNotNeededAtom,
  type BookedSlot,
} from './shopping-state.ts';
import { sessionClientFor, type Store } from './session-client.ts';
import { settleSlotCookie } from './settle-slot-cookie.ts';

/** A slot once its calls are done. */
export type SettledSlot = { readonly status: 'none' | 'error' } | ({ readonly status: 'booked' } & BookedSlot);

type SlotRequest = {
  readonly customerOrderId: string;
  readonly signal: AbortSignal;
  readonly logger: Logger;
  readonly now: Date;
};

/**
 * The shopper's slot, settled (spec sections 4 and 8): the current
 * reservation (non-expired; the UNCONFIRMED one when several), then its
 * address and branch. Booked only when both lookups succeed; a failure is the
 * error state ("Slot"). Throws only when aborted. Shared by the browser's loader and the server's.
 */
export async function fetchSlotState(
  api: KyInstance,
  { customerOrderId, signal, logger, now }: SlotRequest,
): Promise<SettledSlot> {
  try {
    const reservation = selectCurrentReservation(await getSlotReservations(api, customerOrderId, signal), now);
    if (!reservation) return { status: 'none' };
    const [address, branch] = await Promise.all([
      reservation.addressId === null ? null : getAddress(api, reservation.addressId, signal),
      getBranch(api, reservation.branchId, signal),
    ]);
    return { status: 'booked', reservation, address, branch };
  } catch (error) {
    if (signal.aborted) throw error;
    logger.error('Error loading the slot', { message: error instanceof Error ? error.message : String(error) });
    return { status: 'error' };
  }
}

/** Loads the shopper's slot into the store; not booked removes the branchId cookie. */
export async function loadSlot(
  store: Store,
  config: HeaderConfig,
  signal: AbortSignal,
  now: () => Date = () => new Date(),
): Promise<void> {
  const customerOrderId = store.get(customerOrderIdAtom);
  if (customerOrderId === '' || !store.get(authStateAtom).isLoggedIn) {
    store.set(slotNotNeededAtom);
    return;
  }
  store.set(slotLoadStartedAtom);
  try {
    const api = sessionClientFor(config, store);
    const slot = await fetchSlotState(api, { customerOrderId, signal, logger: config.logger, now: now() });
    store.set(slotAnsweredAtom, slot);
    settleSlotCookie(slot);
  } catch {
    // Aborted: unmounted.
  }
}
