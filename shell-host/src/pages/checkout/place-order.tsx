import { useRef, useState } from 'react';
import type { PlaceOrderError, PlaceOrderFailureKey } from '@grocer/shared-contracts/domain';
import { placeOrder } from '../../api/place-order.ts';
import { forgetShopperSession } from '../../api/shopper-session.ts';
import layout from '../shared/page-layout.module.css';
import { PlaceOrderFailure } from './place-order-failure.tsx';
import styles from './checkout-page.module.css';

type Props = {
  readonly call: { readonly servicesUrl: string; readonly token: string };
  readonly customerOrderId: string;
  readonly onPlaced: () => void;
};

type PlaceState =
  | { readonly status: 'idle' }
  | { readonly status: 'placing' }
  /** Placed: the browser is on its way to the confirmation; the button stays disabled. */
  | { readonly status: 'placed' }
  | { readonly status: 'failed'; readonly key: PlaceOrderFailureKey; readonly error?: PlaceOrderError | undefined };

/** Place order: a normal checkout, once; disabled while the services answer (up to 45 seconds). */
export function PlaceOrder({ call, customerOrderId, onPlaced }: Props) {
  const [state, setState] = useState<PlaceState>({ status: 'idle' });
  // A ref as well as the state: a second click before the re-render must not place twice.
  const placing = useRef(false);

  async function place() {
    if (placing.current) return;
    placing.current = true;
    setState({ status: 'placing' });
    const outcome = await placeOrder(call, customerOrderId);
    if (outcome.outcome === 'placed') {
      setState({ status: 'placed' });
      onPlaced();
      return;
    }
    placing.current = false;
    if (outcome.outcome === 'signed-out') {
      forgetShopperSession();
      return;
    }
    setState({ status: 'failed', key: outcome.key, error: outcome.error });
  }

  const waiting = state.status === 'placing' || state.status === 'placed';
  return (
    <div className={styles.place}>
      {state.status === 'failed' ? <PlaceOrderFailure failureKey={state.key} error={state.error} /> : null}
      <button type="button" className={layout.button} aria-disabled={waiting} onClick={() => void place()}>
        Place order
      </button>
      <p role="status" className={layout.message}>
        {state.status === 'placing' ? 'Placing your order…' : state.status === 'placed' ? 'Order placed' : ''}
      </p>
    </div>
  );
}
