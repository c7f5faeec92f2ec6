import { SlotsResponse, type SlotsQuery } from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';
import type { SignedInCall } from './service-call.ts';

export type SlotsCall = SignedInCall & { readonly query: SlotsQuery };

/**
 * GET /slots: a branch's slots of one type between two London dates, full
 * ones included (remainingCapacity 0). Delivery names the address instead of
 * the branch: the services pick the branch that delivers there.
 */
export function getSlots({ servicesUrl, token, query, signal }: SlotsCall): Promise<SlotsResponse> {
  const params = new URLSearchParams({ slotType: query.slotType });
  for (const key of ['branchId', 'addressId', 'fromDate', 'toDate'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  return callService(SlotsResponse, { servicesUrl, path: `/slots?${params}`, token, signal });
}
