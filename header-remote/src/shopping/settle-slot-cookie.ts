import { BRANCH_ID_COOKIE } from '@grocer/shared-contracts/domain';
import { removeCookie, writeCookie } from '../lib/cookies.ts';
import type { SlotState } from './shopping-state.ts';

/** The branchId cookie lives as long as a session's slot might (a day). */
const BRANCH_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The branchId cookie follows a known slot, whoever loaded it (the loader, or
 * the server). Without ky, so a hydrated header settles it without the loading chunk.
 */
export function settleSlotCookie(slot: SlotState): void {
  if (slot.status === 'booked') {
    writeCookie(BRANCH_ID_COOKIE, slot.reservation.branchId, { maxAge: BRANCH_COOKIE_MAX_AGE_SECONDS });
  } else if (slot.status === 'none' || slot.status === 'error') {
    removeCookie(BRANCH_ID_COOKIE);
  }
}
