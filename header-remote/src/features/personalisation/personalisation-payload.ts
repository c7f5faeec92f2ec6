import type { HeaderEventMap } from '@grocer/shared-contracts';
import { londonDateOf, mayEmit, type TrolleyItem } from '@grocer/shared-contracts/domain';
import { readConsent } from '../../lib/consent.ts';
import type { AuthState } from '../../shopping/auth.ts';
import type { SlotState } from '../../shopping/shopping-state.ts';

export type PersonalisationPayload = HeaderEventMap['personalisation'];

/** The calendar day the slot starts on in London (the shopper's day, not UTC's), as YYYY-MM-DD. */
export function slotDateInLondon(startDateTime: string): string | null {
  const instant = new Date(startDateTime);
  return Number.isNaN(instant.getTime()) ? null : londonDateOf(instant);
}

/**
 * Spec section 7: the personalisation service receives cart rows (quantity,
 * unitPrice, currency, productId) and custom variables (branchId, customerId,
 * slotDate, slotType). Branch and slot come from a booked slot only: without
 * one the header does not know where or when the shopper will shop.
 */
export function personalisationPayload(
  lines: readonly TrolleyItem[],
  slot: SlotState,
  auth: AuthState,
): PersonalisationPayload {
  const booked = slot.status === 'booked' ? slot.reservation : null;
  return {
    cartRows: lines.map((item) => ({
      productId: item.productId,
      quantity: item.quantity.amount,
      unitPrice: item.price.amount,
      currency: item.price.currencyCode,
    })),
    customVariables: {
      branchId: booked?.branchId ?? null,
      customerId: auth.customerId,
      slotDate: booked ? slotDateInLondon(booked.startDateTime) : null,
      slotType: booked?.slotType ?? null,
    },
  };
}

/** Whether a report would leave now (advertising consent): the lines are not asked for otherwise. */
export const personalisationAllowed = (): boolean => mayEmit('personalisation', readConsent());
