import { ROUTES } from '@grocer/shared-contracts';
import { CHECKOUT_ROUTES, formatMoney, viewOrderUrl, type Order } from '@grocer/shared-contracts/domain';
import { getOrder } from '../../api/orders-list.ts';
import { isNotFoundError } from '../../api/service-errors.ts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { SignedInLoader } from '../shared/signed-in-loader.tsx';
import { slotText } from '../shared/slot-text.ts';
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
    <SignedInLoader
      location={location}
      servicesUrl={servicesUrl}
      purpose="see your order"
      what="your order"
      heading="Order confirmation"
      loadKey={customerOrderId}
      load={(call) => getOrder(call, customerOrderId)}
      explainFailure={(error) =>
        isNotFoundError(error) ? (
          <p className={layout.message}>
            We can't find order {customerOrderId}.{' '}
            <a className={layout.link} href={ROUTES.myOrders}>
              See your orders
            </a>
          </p>
        ) : null
      }
    >
      {(order) => <Placed order={order} />}
    </SignedInLoader>
  );
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
