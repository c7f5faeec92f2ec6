import { type HeaderSlotState, selectCurrentReservation } from '@grocer/shared-contracts/domain';
import { toAddress } from '../features/fulfilment/addresses.ts';
import { toBranch } from '../features/fulfilment/branches.ts';
import type { LiveReservation } from './read-header-rows.ts';

/**
 * The slot as the header's browser loader settles it (`fetchSlotState` in the
 * header): the current reservation among those GET /slot-reservations lists,
 * then its address (none without an addressId) and its branch, each as their
 * routes answer. Either lookup failing (no such address of theirs, no such
 * branch) is the error state, as a 404 there would be.
 */
export function headerSlotState(reservations: readonly LiveReservation[], now: Date): HeaderSlotState {
  const listed = reservations.filter((candidate) => candidate.listed);
  const current = selectCurrentReservation(
    listed.map((candidate) => candidate.reservation),
    now,
  );
  const found = listed.find((candidate) => candidate.reservation === current);
  if (!current || !found) return { status: 'none' };
  const { address, branch } = found;
  if (branch === null || (current.addressId !== null && address === null)) return { status: 'error' };
  try {
    return {
      status: 'booked',
      reservation: current,
      address: current.addressId === null || address === null ? null : toAddress(address),
      branch: toBranch(branch),
    };
  } catch {
    // A row the contract refuses: the routes would have failed too.
    return { status: 'error' };
  }
}
