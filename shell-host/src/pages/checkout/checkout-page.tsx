import { CHECKOUT_ROUTES, viewOrderUrl, type Order } from '@grocer/shared-contracts/domain';
import type { SignedInCall } from '../../api/service-call.ts';
import type { PageProps } from '../page-props.ts';
import { assignLocation } from '../shared/assign-location.ts';
import layout from '../shared/page-layout.module.css';
import { SignedInLoader } from '../shared/signed-in-loader.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { loadCheckout } from './load-checkout.ts';
import { PlaceOrder } from './place-order.tsx';

type Props = PageProps & {
  /** Where the browser goes once the order is placed; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

/** /ecom/checkout (maybe #checkoutPromoCodes): the order's summary and the normal Place order. */
export function CheckoutPage({ location, servicesUrl, navigate = assignLocation }: Props) {
  return (
    <>
      <h1 className={layout.heading}>Checkout</h1>
      <SignedInLoader
        location={location}
        servicesUrl={servicesUrl}
        purpose="check out"
        what="your order"
        load={loadCheckout}
      >
        {(order, call) => <Checkout order={order} call={call} navigate={navigate} />}
      </SignedInLoader>
    </>
  );
}

type CheckoutProps = {
  readonly order: Order | null;
  readonly call: SignedInCall;
  readonly navigate: (path: string) => void;
};

function Checkout({ order, call, navigate }: CheckoutProps) {
  if (!order || (order.state !== 'PENDING' && order.state !== 'AMENDING')) {
    return (
      <p className={layout.message}>
        There's nothing to check out.{' '}
        {order ? (
          <a className={layout.link} href={viewOrderUrl(order.customerOrderId)}>
            View order {order.customerOrderId}
          </a>
        ) : (
          <a className={layout.link} href={CHECKOUT_ROUTES.trolley}>
            Go to your trolley
          </a>
        )}
      </p>
    );
  }
  return (
    <>
      {order.state === 'AMENDING' ? (
        <p className={layout.message}>
          You're amending order {order.customerOrderId}. Place it again to save your changes.
        </p>
      ) : null}
      <CheckoutSummary order={order} />
      <PlaceOrder
        call={call}
        customerOrderId={order.customerOrderId}
        onPlaced={() => navigate(CHECKOUT_ROUTES.orderConfirmation(order.customerOrderId))}
      />
    </>
  );
}
