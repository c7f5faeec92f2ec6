import { ROUTES } from '@grocer/shared-contracts';
import { formatMoney, resolveOrderPaymentUrl, viewOrderUrl, type OrderSummary } from '@grocer/shared-contracts/domain';
import { listOrders } from '../../api/orders-list.ts';
import { isSignedOutError } from '../../api/service-errors.ts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { SignedInLoader } from '../shared/signed-in-loader.tsx';
import { forgetShopperSession } from '../shared/use-shopper-session.ts';
import { ORDER_STATE_TEXT, orderSlotText, placedOnText } from '../shared/order-words.ts';
import styles from './my-orders-page.module.css';

/** /ecom/myaccount/my-orders: the shopper's placed orders, newest first, each linking to its page. */
export function MyOrdersPage({ location, servicesUrl }: PageProps) {
  return (
    <>
      <h1 className={layout.heading}>My orders</h1>
      <SignedInLoader
        location={location}
        servicesUrl={servicesUrl}
        purpose="see your orders"
        what="your orders"
        load={(call) =>
          listOrders(call).catch((error: unknown) => {
            // Signed out again: the page offers to sign in, as it would have before loading.
            if (isSignedOutError(error)) forgetShopperSession();
            else console.warn('[shell] could not load the orders', error);
            throw error;
          })
        }
      >
        {(orders) =>
          orders.length === 0 ? (
            <>
              <p className={layout.message}>You haven't placed any orders yet.</p>
              <a className={layout.link} href={ROUTES.groceriesHome}>
                Start shopping
              </a>
            </>
          ) : (
            <OrderTable orders={orders} />
          )
        }
      </SignedInLoader>
    </>
  );
}

export function OrderTable({ orders }: { readonly orders: readonly OrderSummary[] }) {
  return (
    <div className={layout.scroller}>
      <table className={styles.table}>
        <caption className={layout.caption}>Your orders</caption>
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
                {order.state === 'PAYMENT_FAILED' ? (
                  <>
                    {' '}
                    <a className={layout.link} href={resolveOrderPaymentUrl(order.customerOrderId)}>
                      Pay for order {order.customerOrderId}
                    </a>
                  </>
                ) : null}
              </td>
              <td>{formatMoney(order.total.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
