import type { OrderState, PlaceOrderErrorCode } from '@grocer/shared-contracts/domain';

/** The customer services number shoppers are asked to call (ORDER_ORCHESTRATION_111). */
export const CUSTOMER_SERVICES_PHONE = '0808 157 0192';

/** Instant checkout may spend up to this much over the amount already authorised on the card. */
export const INSTANT_CHECKOUT_MARGIN_PERCENT = 10;

/** What the place rules look at, gathered under the order's row lock. */
export type PlaceFacts = {
  readonly state: OrderState;
  readonly instantCheckout: boolean;
  readonly accountOnHold: boolean;
  /** The current (non-expired) reservation's slot, if any. */
  readonly slot:
    | {
        readonly slotType: string;
        /** False when the slot was withdrawn, has started, or is over capacity. */
        readonly confirmable: boolean;
      }
    | undefined;
  /** The order has a reservation, but every one has expired. */
  readonly reservationExpired: boolean;
  /** While amending: the slot confirmed by the last placement is still held (and is not the current one). */
  readonly previousSlotHeld: boolean;
  readonly lineCount: number;
  readonly hardConflicts: number;
  readonly minimumSpendThresholdMet: boolean;
  readonly groceryLines: number;
  readonly entertainingLines: number;
  readonly hasContactAddress: boolean;
  readonly promoCodeProblems: readonly string[];
  readonly giftCards: number;
  readonly vouchers: number;
  readonly totalPence: number;
  readonly authorisedPence: number | null;
  /** Instant checkout, amending: a line's price differs from its price when amending began. */
  readonly pricesChangedSinceAmend: boolean;
  /** Instant checkout, amending: the branch removed or substituted a line since amending began. */
  readonly linesAdjustedSinceAmend: boolean;
};

export type PlaceRefusal = { readonly code: PlaceOrderErrorCode; readonly message: string };

const refuse = (number: string, message: string): PlaceRefusal => ({
  code: `ORDER_ORCHESTRATION_${number}` as PlaceOrderErrorCode,
  message,
});

/**
 * The first reason the order cannot be placed, in the order a shopper should
 * fix them (account, slot, trolley, extras, then confirming the slot), or
 * undefined when it can be placed. Each code's condition is documented in
 * services/docs/trolley-and-orders.md.
 */
export function placeRefusal(facts: PlaceFacts): PlaceRefusal | undefined {
  if (facts.accountOnHold) {
    return refuse(
      '111',
      `Sorry, there was a problem with your account. Please call customer services on ${CUSTOMER_SERVICES_PHONE}.`,
    );
  }
  if (facts.slot === undefined) {
    return facts.reservationExpired
      ? refuse(
          '029',
          'Your slot reservation has expired. Please book a slot again; your shopping stays in your trolley.',
        )
      : refuse('017', 'You still need to book a slot.');
  }
  if (facts.lineCount === 0) return refuse('041', 'Your trolley is empty.');
  if (facts.hardConflicts > 0) {
    return refuse('041', `Your trolley has ${facts.hardConflicts} unavailable item(s). Please remove them.`);
  }
  if (!facts.minimumSpendThresholdMet) return refuse('042', 'Your trolley is below the minimum spend.');
  if (facts.slot.slotType === 'GROCERY_COLLECTION' && facts.groceryLines === 0) {
    return refuse('043', 'Your groceries and entertaining collection needs at least one grocery item.');
  }
  const collection = facts.slot.slotType === 'GROCERY_COLLECTION' || facts.slot.slotType === 'ENTERTAINING_COLLECTION';
  if (collection && facts.entertainingLines > 0 && !facts.hasContactAddress) {
    return refuse('125', 'Entertaining orders for collection need a contact address. Please add one in My details.');
  }
  const [promoProblem] = facts.promoCodeProblems;
  if (promoProblem !== undefined) return refuse('091', promoProblem);

  if (facts.instantCheckout) {
    if (facts.giftCards > 0) return refuse('123', 'A gift card is applied: please use the normal checkout.');
    if (facts.vouchers > 0) return refuse('124', 'A voucher is applied: please use the normal checkout.');
    if (facts.pricesChangedSinceAmend) return refuse('136', 'Prices have changed since you started amending.');
    if (facts.linesAdjustedSinceAmend) {
      return refuse('137', 'Items in your order were removed or substituted since you started amending.');
    }
    const limit =
      facts.authorisedPence === null ? 0 : (facts.authorisedPence * (100 + INSTANT_CHECKOUT_MARGIN_PERCENT)) / 100;
    if (facts.totalPence > limit) {
      return refuse('127', 'Your new total is more than the amount authorised on your card.');
    }
  }
  if (!facts.slot.confirmable) {
    return facts.previousSlotHeld
      ? refuse('058', 'The new slot you chose is no longer available. Your previous slot is still held for this order.')
      : refuse('044', 'Sorry, your slot could not be confirmed: it is no longer available.');
  }
  return undefined;
}
