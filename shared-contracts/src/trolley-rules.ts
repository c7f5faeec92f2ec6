/**
 * The trolley's display and checkout rules, kept apart from the schemas in
 * trolley.ts: this module defines no zod schema and imports none at runtime,
 * so the header's closed state (count, total, checkout button) can use these
 * without pulling the trolley's schemas, or the zod they need, into its
 * critical JavaScript.
 */
import type { SlotType } from './fulfilment.ts';
import { ROUTES } from './routes.ts';
import type {
  InstantCheckoutStatus,
  TrolleyItem,
  TrolleyItemCounts,
  TrolleyQueryResult,
  TrolleyTotals,
} from './trolley.ts';

/**
 * The number the header's trolley count shows: what the shopper would count
 * into a basket (decision 008). A line sold by the item (C62, including a
 * weighed product bought by count) adds its quantity: 6 bananas are 6 items. A
 * line sold by weight (KGM, GRM, LBR) adds 1: 450 g of cheddar is one item.
 * Unavailable lines count too: they are still in the trolley until removed.
 * The services keep the same count in each order's trolley summary.
 */
export function countTrolleyItems(items: readonly Pick<TrolleyItem, 'quantity'>[]): number {
  let count = 0;
  for (const { quantity } of items) {
    if (!Number.isFinite(quantity.amount) || quantity.amount <= 0) continue;
    count += quantity.uom === 'C62' ? Math.ceil(quantity.amount) : 1;
  }
  return count;
}

/** The totals the header draws and checks out by: the total, the minimum spends and the unavailable lines. */
export type TrolleySummaryTotals = Pick<
  TrolleyTotals,
  'totalEstimatedCost' | 'minimumSpendThresholdMet' | 'collectionMinimumOrderValue' | 'deliveryMinimumOrderValue'
> & { readonly trolleyItemCounts: Pick<TrolleyItemCounts, 'hardConflicts'> };

/**
 * What the header draws of a trolley (the count, the total, the checkout
 * button, the amend bar, the slot's change button), never its lines: what the
 * services answer in `GET /v1/header-state` from the order's kept summary, and
 * what the browser makes of a whole GraphQL trolley (`summariseTrolley`).
 */
export type TrolleySummary = {
  /** `countTrolleyItems` of the lines. */
  readonly itemCount: number;
  /** Null when the services answered no trolley: shown as empty, and nothing stops checkout. */
  readonly totals: TrolleySummaryTotals | null;
  readonly amendingOrder: boolean;
  readonly containsEntertainingLines: boolean;
  readonly slotChangeable: boolean;
  readonly instantCheckout: InstantCheckoutStatus;
};

/** The summary of a whole trolley, as the services keep it for the same order. */
export function summariseTrolley(result: TrolleyQueryResult, containsEntertainingLines: boolean): TrolleySummary {
  const trolley = result.trolley;
  const totals = trolley?.trolleyTotals;
  return {
    itemCount: countTrolleyItems(trolley?.trolleyItems ?? []),
    totals: totals
      ? {
          totalEstimatedCost: totals.totalEstimatedCost,
          minimumSpendThresholdMet: totals.minimumSpendThresholdMet,
          collectionMinimumOrderValue: totals.collectionMinimumOrderValue,
          deliveryMinimumOrderValue: totals.deliveryMinimumOrderValue,
          trolleyItemCounts: { hardConflicts: totals.trolleyItemCounts.hardConflicts },
        }
      : null,
    amendingOrder: trolley?.amendingOrder ?? false,
    containsEntertainingLines,
    slotChangeable: result.slotChangeable,
    instantCheckout: result.instantCheckout,
  };
}

/** The trolley count shown in the header: anything above 99 reads "99+" (spec section 9). */
export const TROLLEY_COUNT_CAP = 99;

export function formatTrolleyCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > TROLLEY_COUNT_CAP ? `${TROLLEY_COUNT_CAP}+` : String(Math.floor(count));
}

/**
 * Money as the header shows it (spec section 5): negative amounts count as
 * zero, zero is "£0.00", under £1 is pence ("45p"), otherwise pounds with two
 * decimals ("£12.50"). Rounded to the penny first, so £0.999 shows as "£1.00".
 */
export function formatMoney(amount: number): string {
  const pence = Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  if (pence <= 0) return '£0.00';
  if (pence < 100) return `${pence}p`;
  return `£${(pence / 100).toFixed(2)}`;
}

export type CheckoutDisabledInput = {
  readonly trolleyTotals: Omit<TrolleySummaryTotals, 'totalEstimatedCost'>;
  /** The booked slot's type; UNDEFINED (or undefined) when none is booked. */
  readonly slotType?: SlotType | undefined;
  /** Hard conflicts disable checkout only on the trolley page (spec section 5). */
  readonly onTrolleyPage: boolean;
};

export type CheckoutDisabledMessage = { readonly title?: string; readonly text: string };

export type CheckoutDisabledState =
  | { readonly disabled: false }
  | {
      readonly disabled: true;
      readonly reason: 'CONFLICTS' | 'MINIMUM_SPEND';
      readonly message?: CheckoutDisabledMessage;
    };

/**
 * Whether the checkout button is disabled, and the words under it (spec
 * section 5, "Checkout disabled"). Unavailable items come first; then the
 * minimum spend for the slot's fulfilment type, the lower of the two when no
 * slot is booked, with no words at all for an entertaining-only collection.
 * The amount is money as the header shows it everywhere ("£40.00", "50p").
 */
export function checkoutDisabledState(input: CheckoutDisabledInput): CheckoutDisabledState {
  const totals = input.trolleyTotals;
  if (input.onTrolleyPage && totals.trolleyItemCounts.hardConflicts > 0) {
    return {
      disabled: true,
      reason: 'CONFLICTS',
      message: { title: 'Unavailable items', text: 'Please remove all unavailable items from your trolley' },
    };
  }
  if (totals.minimumSpendThresholdMet) return { disabled: false };

  const slotType = input.slotType ?? 'UNDEFINED';
  if (slotType === 'ENTERTAINING_COLLECTION') return { disabled: true, reason: 'MINIMUM_SPEND' };
  const delivery = totals.deliveryMinimumOrderValue.amount;
  const collection = totals.collectionMinimumOrderValue.amount;
  const isDelivery = slotType === 'DELIVERY' || slotType === 'DELIVERY_SERVICE';
  const amount = slotType === 'UNDEFINED' ? Math.min(delivery, collection) : isDelivery ? delivery : collection;
  const suffix = isDelivery ? ' (excluding delivery charge)' : '';
  return {
    disabled: true,
    reason: 'MINIMUM_SPEND',
    message: { text: `To check out, please meet our ${formatMoney(amount)} minimum spend${suffix}` },
  };
}

/** Just the words of `checkoutDisabledState`, or undefined when there are none. */
export function checkoutDisabledMessage(input: CheckoutDisabledInput): CheckoutDisabledMessage | undefined {
  const state = checkoutDisabledState(input);
  return state.disabled ? state.message : undefined;
}

/** Site paths the checkout journey uses (spec section 2). */
export const CHECKOUT_ROUTES = Object.freeze({
  trolley: ROUTES.trolley,
  serviceSelection: '/ecom/serviceselection',
  beforeYouGo: '/ecom/beforeYouGo',
  checkout: '/ecom/checkout',
  checkoutPromoCodes: '/ecom/checkout#checkoutPromoCodes',
  myDetails: '/ecom/my-details',
  orderConfirmation: (customerOrderId: string) => `/ecom/order-confirmation/${encodeURIComponent(customerOrderId)}`,
});

export type CheckoutButtonInput = {
  readonly hardConflicts: number;
  readonly slotBooked: boolean;
  /** The shopper is on the interstitials ("before you go") page. */
  readonly fromInterstitials: boolean;
  readonly amending: boolean;
  readonly instantCheckout: InstantCheckoutStatus;
};

export type CheckoutButtonTarget =
  | { readonly kind: 'navigate'; readonly path: string }
  /** Show "Check out the way you want": instant checkout or the normal journey. */
  | { readonly kind: 'instant-checkout-choice'; readonly normalPath: string };

/** Where the checkout button takes the shopper (spec section 4, "Checkout button"). */
export function checkoutButtonTarget(input: CheckoutButtonInput): CheckoutButtonTarget {
  if (input.hardConflicts > 0) return { kind: 'navigate', path: CHECKOUT_ROUTES.trolley };
  if (!input.slotBooked) return { kind: 'navigate', path: CHECKOUT_ROUTES.serviceSelection };
  const normalPath = input.fromInterstitials ? CHECKOUT_ROUTES.checkout : CHECKOUT_ROUTES.beforeYouGo;
  if (input.amending && input.instantCheckout === 'ALLOWED') return { kind: 'instant-checkout-choice', normalPath };
  return { kind: 'navigate', path: normalPath };
}
