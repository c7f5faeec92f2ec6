import {
  CHECKOUT_ROUTES,
  formatLondonDate,
  formatLondonTime,
  PLACE_ORDER_ERROR_CATALOGUE,
  type OrderSlot,
  type PlaceOrderErrorAction,
  type PlaceOrderFailureKey,
} from '@grocer/shared-contracts/domain';
import type { PlaceFailure } from './place-failure.ts';

/** What a button of an error modal does. The first button of a modal is its main one. */
export type ErrorModalButton =
  | { readonly kind: 'navigate'; readonly label: string; readonly path: string }
  /** ORDER_ORCHESTRATION_058: cancel the new hold and place the order on the previous slot. */
  | { readonly kind: 'keep-previous-slot'; readonly label: string }
  | { readonly kind: 'reload'; readonly label: string };

export type ErrorModalContent = {
  /** The catalogue's message, word for word (spec section 8). */
  readonly title: string;
  /** Paragraphs under the title: the catalogue's second line, then the header's own explanation. */
  readonly body: readonly string[];
  readonly buttons: readonly [ErrorModalButton, ...ErrorModalButton[]];
};

/**
 * The header's own explanations under a catalogue title: the copy is here. Only where the title
 * alone does not say what happened or why the button helps.
 */
const EXPLANATIONS: Partial<Record<PlaceOrderFailureKey, string>> = {
  ORDER_ORCHESTRATION_029: "Your slot reservation has expired. Don't worry, your shopping is still in your trolley.",
  ORDER_ORCHESTRATION_041: 'Please check your trolley for unavailable items.',
  ORDER_ORCHESTRATION_043: 'A groceries and entertaining collection needs at least one grocery item.',
  ORDER_ORCHESTRATION_044: 'The slot you chose is no longer available. Please book another one.',
  ORDER_ORCHESTRATION_091: "A promo code on your order can't be applied right now. Please review it at checkout.",
  ORDER_ORCHESTRATION_123:
    "Instant checkout can't be used with a gift card or voucher. Please use the normal checkout.",
  ORDER_ORCHESTRATION_124:
    "Instant checkout can't be used with a gift card or voucher. Please use the normal checkout.",
  ORDER_ORCHESTRATION_125:
    'Entertaining orders for collection need a contact address. Please add one in My details, then check out.',
};

/** ORDER_ORCHESTRATION_111 without the service's message (which names the number to call). */
export const CALL_CUSTOMER_SERVICES_FALLBACK = 'Please call customer services.';

function previousSlotText(slot: OrderSlot | undefined): string {
  if (!slot) return 'Your previous slot is still held for this order.';
  const start = new Date(slot.startDateTime);
  const end = new Date(slot.endDateTime);
  return `Your previous slot, ${formatLondonDate(start)}, ${formatLondonTime(start)} to ${formatLondonTime(end)}, is still held for this order.`;
}

function buttonsFor(
  action: PlaceOrderErrorAction,
  key: PlaceOrderFailureKey,
  path: string,
): ErrorModalContent['buttons'] {
  switch (action) {
    case 'SERVICE_SELECTION':
    case 'BOOK_SLOT':
      return [{ kind: 'navigate', label: 'Book a slot', path }];
    case 'REBOOK_SLOT':
      return [{ kind: 'navigate', label: 'Book a new slot', path }];
    case 'TROLLEY':
    case 'CALL_CUSTOMER_SERVICES':
      return [{ kind: 'navigate', label: 'Go to trolley', path }];
    case 'KEEP_PREVIOUS_SLOT_OR_CHOOSE_NEW':
      return [
        { kind: 'keep-previous-slot', label: 'Keep my previous slot' },
        { kind: 'navigate', label: 'Choose a new slot', path },
      ];
    case 'REVIEW_PROMO_CODES':
      return [
        { kind: 'navigate', label: 'Review promo codes', path },
        { kind: 'navigate', label: 'Cancel', path: CHECKOUT_ROUTES.trolley },
      ];
    case 'NORMAL_CHECKOUT':
      return [
        {
          kind: 'navigate',
          label: key === 'ORDER_ORCHESTRATION_127' ? 'Use standard checkout' : 'Use normal checkout',
          path,
        },
      ];
    case 'MY_DETAILS':
      return [{ kind: 'navigate', label: 'Go to my details', path }];
    case 'PROCEED_TO_CHECKOUT':
      return [{ kind: 'navigate', label: 'Proceed to checkout', path }];
    case 'RELOAD':
      return [{ kind: 'reload', label: 'Reload the page' }];
  }
}

/** The error modal for a failed instant checkout (spec section 8): catalogue texts, explanation and actions. */
export function errorModalContent(failure: PlaceFailure): ErrorModalContent {
  const entry = PLACE_ORDER_ERROR_CATALOGUE[failure.key];
  const body: string[] = [];
  if (entry.detail) body.push(entry.detail);
  const explanation = EXPLANATIONS[failure.key];
  if (explanation) body.push(explanation);
  if (entry.action === 'CALL_CUSTOMER_SERVICES') {
    body.push(failure.serviceMessage?.trim() || CALL_CUSTOMER_SERVICES_FALLBACK);
  }
  if (entry.action === 'KEEP_PREVIOUS_SLOT_OR_CHOOSE_NEW') body.push(previousSlotText(failure.previousSlot));
  // Every entry but RELOAD names a page; RELOAD's buttons do not use it.
  return { title: entry.message, body, buttons: buttonsFor(entry.action, failure.key, entry.path ?? '') };
}
