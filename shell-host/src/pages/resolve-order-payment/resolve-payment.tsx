import { useState } from 'react';
import { formatMoney, viewOrderUrl, type Order } from '@grocer/shared-contracts/domain';
import { resolvePayment } from '../../api/resolve-payment.ts';
import type { SignedInCall } from '../../api/service-call.ts';
import { isSignedOutError, serviceErrorCode } from '../../api/service-errors.ts';
import layout from '../shared/page-layout.module.css';
import { ORDER_STATE_TEXT, orderSlotText } from '../shared/order-words.ts';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { forgetShopperSession } from '../shared/use-shopper-session.ts';

type PayState =
  | { readonly status: 'idle' }
  | { readonly status: 'paying' }
  | { readonly status: 'paid'; readonly order: Order }
  | { readonly status: 'failed' }
  /** Paid meanwhile (in another tab): nothing is left to pay. */
  | { readonly status: 'nothing-to-pay' };

/**
 * The order whose payment failed, and one button to pay its total again with the card on the
 * account. Paid, the order is placed again. An order with nothing to pay says what state it is in.
 */
export function ResolvePayment({ order, call }: { readonly order: Order; readonly call: SignedInCall }) {
  const [state, setState] = useState<PayState>({ status: 'idle' });
  const current = state.status === 'paid' ? state.order : order;
  const total = formatMoney(current.totals.estimated.total.amount);
  const link = (
    <a className={layout.link} href={viewOrderUrl(current.customerOrderId)}>
      View order {current.customerOrderId}
    </a>
  );

  async function pay() {
    if (state.status === 'paying') return;
    setState({ status: 'paying' });
    try {
      setState({ status: 'paid', order: await resolvePayment(call, order.customerOrderId) });
    } catch (error) {
      if (isSignedOutError(error)) return forgetShopperSession();
      if (serviceErrorCode(error) === 'payment_not_failed') return setState({ status: 'nothing-to-pay' });
      console.warn('[shell] paying again failed', error);
      setState({ status: 'failed' });
    }
  }

  if (state.status === 'paid') {
    return (
      <>
        <p role="status" className={layout.message}>
          Thank you: we've taken {total}, and order {current.customerOrderId} is placed.
        </p>
        <p>{link}</p>
      </>
    );
  }
  if (state.status === 'nothing-to-pay') {
    return (
      <>
        <p role="status" className={layout.message}>
          There is no payment left to resolve for order {current.customerOrderId}.
        </p>
        <p>{link}</p>
      </>
    );
  }
  if (current.state !== 'PAYMENT_FAILED') {
    return (
      <>
        <p className={layout.message}>
          There is no payment to resolve for order {current.customerOrderId}: it is{' '}
          {ORDER_STATE_TEXT[current.state].toLowerCase()}.
        </p>
        <p>{link}</p>
      </>
    );
  }
  return (
    <section aria-labelledby="resolve-payment-heading">
      <h2 id="resolve-payment-heading" className={layout.subheading}>
        Order {current.customerOrderId}
      </h2>
      <p className={layout.message}>
        We couldn't take payment for this order, so it won't go ahead until it's paid. Paying now uses the card on your
        account.
      </p>
      <dl>
        <dt>Slot</dt>
        <dd>{orderSlotText(current.slots[0])}</dd>
        <dt>Total</dt>
        <dd>{total}</dd>
      </dl>
      <button
        type="button"
        className={layout.button}
        aria-disabled={state.status === 'paying'}
        onClick={() => void pay()}
      >
        {state.status === 'paying' ? 'Paying…' : `Pay ${total} now`}
      </button>
      {state.status === 'failed' ? (
        <RetryAlert message="Sorry, we couldn't take the payment. Please try again." retry={() => void pay()} />
      ) : null}
      <p>{link}</p>
    </section>
  );
}
