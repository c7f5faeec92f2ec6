import { formatMoney, ROUTES, viewOrderUrl, type OrderSummary } from '@grocer/shared-contracts';
import { listOrders } from '../../api/orders-list.ts';
import { isSignedOutError } from '../../api/slots-errors.ts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { SessionGate } from '../shared/session-gate.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { forgetShopperSession } from '../shared/use-shopper-session.ts';
import { ORDER_STATE_TEXT, orderSlotText, placedOnText } from './order-words.ts';
import styles from './my-orders-page.module.css';

export const MY_ORDERS_MESSAGES = {
  loading: 'Loading your orders…',
  none: "You haven't placed any orders yet.",
  failed: "Sorry, we couldn't load your orders.",
};

/** /ecom/myaccount/my-orders: the shopper's placed orders, newest first, each linking to its page. */
export function MyOrdersPage({ location, servicesUrl }: PageProps) {
  return (
    <>
      <h1 className={layout.heading}>My orders</h1>
      <SessionGate location={location} servicesUrl={servicesUrl} purpose="see your orders">
        {({ session, servicesUrl: url }) => <OrderList servicesUrl={url} token={session.token} />}
      </SessionGate>
    </>
  );
}

function OrderList({ servicesUrl, token }: { readonly servicesUrl: string; readonly token: string }) {
  const { state, retry } = useServiceCall('orders', (signal) =>
    listOrders({ servicesUrl, token, signal }).catch((error: unknown) => {
      if (isSignedOutError(error)) forgetShopperSession();
      else console.warn('[shell] could not load the orders', error);
      throw error;
    }),
  );
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" className={layout.message}>
          {MY_ORDERS_MESSAGES.loading}
        </p>
      );
    case 'error':
      return (
        <div role="alert" className={layout.error}>
          <p>{MY_ORDERS_MESSAGES.failed}</p>
          <button type="button" className={layout.button} onClick={retry}>
            Try again
          </button>
        </div>
      );
    case 'success':
      return state.data.length === 0 ? (
        <>
          <p className={layout.message}>{MY_ORDERS_MESSAGES.none}</p>
          <a className={layout.link} href={ROUTES.groceriesHome}>
            Start shopping
          </a>
        </>
      ) : (
        <OrderTable orders={state.data} />
      );
  }
}

export function OrderTable({ orders }: { readonly orders: readonly OrderSummary[] }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>Your orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed on</th>
            <th scope="col">Slot</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.customerOrderId}>
              <th scope="row">
                <a className={layout.link} href={viewOrderUrl(order.customerOrderId)}>
                  Order {order.customerOrderId}
                </a>
              </th>
              <td>{placedOnText(order.placedAt)}</td>
              <td>{orderSlotText(order.slot)}</td>
              <td>
                {ORDER_STATE_TEXT[order.state]}
                {order.amendable ? <span className={styles.note}> (you can still amend it)</span> : null}
              </td>
              <td>{formatMoney(order.total.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
