import { CHECKOUT_ROUTES, ROUTES, formatMoney, viewOrderUrl, type Order } from '@grocer/shared-contracts';
import { ServiceCallError } from '../../api/api-client.ts';
import { getOrder } from '../../api/orders-list.ts';
import type { PageProps } from '../page-props.ts';
import { LoadFailure } from '../shared/load-failure.tsx';
import layout from '../shared/page-layout.module.css';
import { SessionGate } from '../shared/session-gate.tsx';
import { slotText } from '../shared/slot-text.ts';
import { useServiceCall } from '../shared/use-service-call.ts';
import styles from './order-confirmation-page.module.css';

const PREFIX = '/ecom/order-confirmation/';

/** The order id in /ecom/order-confirmation/{id}; '' when there is none. */
export function confirmedOrderId(pathname: string): string {
  const raw = pathname.startsWith(PREFIX) ? (pathname.slice(PREFIX.length).split('/')[0] ?? '') : '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** /ecom/order-confirmation/{id}: where placing an order (normal or instant checkout) lands. */
export function OrderConfirmationPage({ location, servicesUrl }: PageProps) {
  const customerOrderId = confirmedOrderId(location.pathname);
  return (
    <SessionGate location={location} servicesUrl={servicesUrl} purpose="see your order" heading="Order confirmation">
      {({ session, servicesUrl: url }) => (
        <Confirmation location={location} servicesUrl={url} token={session.token} customerOrderId={customerOrderId} />
      )}
    </SessionGate>
  );
}

type Props = Pick<PageProps, 'location'> & {
  readonly servicesUrl: string;
  readonly token: string;
  readonly customerOrderId: string;
};

function Confirmation({ location, servicesUrl, token, customerOrderId }: Props) {
  const { state, retry } = useServiceCall(`${servicesUrl} ${token} ${customerOrderId}`, (signal) =>
    getOrder({ servicesUrl, token, signal }, customerOrderId),
  );
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <>
        <h1 className={layout.heading}>Order confirmation</h1>
        <p role="status" className={layout.message}>
          Loading your order…
        </p>
      </>
    );
  }
  if (state.status === 'error') {
    const notFound = state.error instanceof ServiceCallError && [400, 404].includes(state.error.status);
    return (
      <>
        <h1 className={layout.heading}>Order confirmation</h1>
        {notFound ? (
          <p className={layout.message}>
            We can't find order {customerOrderId}.{' '}
            <a className={layout.link} href={ROUTES.myOrders}>
              See your orders
            </a>
          </p>
        ) : (
          <LoadFailure
            location={location}
            error={state.error}
            what="your order"
            purpose="see your order"
            retry={retry}
          />
        )}
      </>
    );
  }
  return <Placed order={state.data} />;
}

function Placed({ order }: { readonly order: Order }) {
  const [slot] = order.slots;
  if (order.state === 'PENDING' || order.state === 'AMENDING') {
    return (
      <>
        <h1 className={layout.heading}>Your order isn't placed yet</h1>
        <p className={layout.message}>
          <a className={layout.link} href={CHECKOUT_ROUTES.checkout}>
            Go to checkout
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className={layout.heading}>Thank you, your order is placed</h1>
      <dl className={styles.details}>
        <dt>Order number</dt>
        <dd>{order.customerOrderId}</dd>
        {slot ? (
          <>
            <dt>Slot</dt>
            <dd>{slotText(slot)}</dd>
          </>
        ) : null}
        <dt>Estimated total</dt>
        <dd>{formatMoney(order.totals.estimated.total.amount)}</dd>
      </dl>
      <p className={styles.actions}>
        <a className={layout.link} href={viewOrderUrl(order.customerOrderId)}>
          View your order
        </a>
        <a className={layout.link} href={ROUTES.root}>
          Continue shopping
        </a>
      </p>
    </>
  );
}
