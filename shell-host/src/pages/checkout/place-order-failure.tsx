import {
  CHECKOUT_ROUTES,
  PLACE_ORDER_ERROR_CATALOGUE,
  type PlaceOrderError,
  type PlaceOrderErrorAction,
  type PlaceOrderFailureKey,
} from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';

/** The way on for each catalogue action that leaves this page; the others are "try Place order again". */
const ACTION_LINKS: Partial<Record<PlaceOrderErrorAction, string>> = {
  SERVICE_SELECTION: 'Book a slot',
  REBOOK_SLOT: 'Book a slot again',
  BOOK_SLOT: 'Choose another slot',
  KEEP_PREVIOUS_SLOT_OR_CHOOSE_NEW: 'Choose a new slot',
  TROLLEY: 'Go to your trolley',
  REVIEW_PROMO_CODES: 'Review your promo codes',
  MY_DETAILS: 'Add an address',
};

type Props = { readonly failureKey: PlaceOrderFailureKey; readonly error?: PlaceOrderError | undefined };

/**
 * A refused or failed placement, in the spec's words (PLACE_ORDER_ERROR_CATALOGUE,
 * spec section 8), with the page its action leads to. Customer-services
 * refusals add the services' own message, which carries the phone number.
 */
export function PlaceOrderFailure({ failureKey, error }: Props) {
  const entry = PLACE_ORDER_ERROR_CATALOGUE[failureKey];
  const linkText = ACTION_LINKS[entry.action];
  const path = entry.path ?? CHECKOUT_ROUTES.trolley;
  return (
    <div role="alert" className={layout.error}>
      <p>
        <strong>{entry.message}</strong>
      </p>
      {entry.detail ? <p>{entry.detail}</p> : null}
      {entry.action === 'CALL_CUSTOMER_SERVICES' && error ? <p>{error.message}</p> : null}
      {linkText ? (
        <p>
          <a className={layout.link} href={path}>
            {linkText}
          </a>
        </p>
      ) : null}
    </div>
  );
}
