import { CHECKOUT_ROUTES, viewOrderUrl } from '@grocer/shared-contracts';
import type { ShopperSession } from '../../api/token-session.ts';
import type { PageProps } from '../page-props.ts';
import { LoadFailure } from '../shared/load-failure.tsx';
import layout from '../shared/page-layout.module.css';
import { SessionGate } from '../shared/session-gate.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { loadCheckout } from './load-checkout.ts';
import { PlaceOrder } from './place-order.tsx';

type Props = PageProps & {
  /** Where the browser goes once the order is placed; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

const assign = (path: string) => window.location.assign(path);

/** /ecom/checkout (maybe #checkoutPromoCodes): the order's summary and the normal Place order. */
export function CheckoutPage({ location, servicesUrl, navigate = assign }: Props) {
  return (
    <>
      <h1 className={layout.heading}>Checkout</h1>
      <SessionGate location={location} servicesUrl={servicesUrl} purpose="check out">
        {({ session, servicesUrl: url }) => (
          <SignedInCheckout location={location} servicesUrl={url} session={session} navigate={navigate} />
        )}
      </SessionGate>
    </>
  );
}

type SignedInProps = Pick<PageProps, 'location'> & {
  readonly servicesUrl: string;
  readonly session: ShopperSession;
  readonly navigate: (path: string) => void;
};

function SignedInCheckout({ location, servicesUrl, session, navigate }: SignedInProps) {
  const call = { servicesUrl, token: session.token };
  const { state, retry } = useServiceCall(`${servicesUrl} ${session.token}`, (signal) =>
    loadCheckout({ ...call, signal }),
  );
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p role="status" className={layout.message}>
        Loading your order…
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadFailure location={location} error={state.error} what="your order" purpose="check out" retry={retry} />;
  }
  const order = state.data;
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
