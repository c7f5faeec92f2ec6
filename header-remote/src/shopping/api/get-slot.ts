import type { KyInstance } from 'ky';
import { Address, Branch, SlotReservationsResponse, type SlotReservation } from '@grocer/shared-contracts/domain';
import { callJson } from '../../lib/call-json.ts';

/** GET slot-reservations?customerOrderId= (spec section 7). */
export async function getSlotReservations(
  api: KyInstance,
  customerOrderId: string,
  signal: AbortSignal,
): Promise<readonly SlotReservation[]> {
  const body = await callJson(api, SlotReservationsResponse, 'slot-reservations', {
    method: 'get',
    searchParams: { customerOrderId },
    signal,
    context: { service: 'slot-reservations' },
  });
  return body.slotReservations;
}

/** GET /addresses/{addressId}. */
export function getAddress(api: KyInstance, addressId: string, signal: AbortSignal): Promise<Address> {
  return callJson(api, Address, `addresses/${encodeURIComponent(addressId)}`, {
    method: 'get',
    signal,
    context: { service: 'addresses' },
  });
}

/** GET /branches/{branchId}. */
export function getBranch(api: KyInstance, branchId: string, signal: AbortSignal): Promise<Branch> {
  return callJson(api, Branch, `branches/${encodeURIComponent(branchId)}`, {
    method: 'get',
    signal,
    context: { service: 'branches' },
  });
}
