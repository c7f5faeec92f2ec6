import { ROUTES } from '@grocer/shared-contracts';
import { getProduct } from '../../api/get-product.ts';
import { getOrder } from '../../api/orders-list.ts';
import { isSignedOutError } from '../../api/slots-errors.ts';
import { ServiceCallError } from '../../api/api-client.ts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { SessionGate } from '../shared/session-gate.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { forgetShopperSession } from '../shared/use-shopper-session.ts';
import { OrderDetails } from './order-details.tsx';
import { orderIdFrom } from './order-id.ts';

type Props = PageProps & {
  /** Where the browser goes once amending starts; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

export const VIEW_ORDER_MESSAGES = {
  loading: 'Loading your order…',
  notFound: "Sorry, we can't find that order.",
  failed: "Sorry, we couldn't load this order.",
};

/** /ecom/myaccount/my-orders/order/{customerOrderId}: one of the shopper's orders, with Amend while it can be. */
export function ViewOrderPage({ location, servicesUrl, navigate = (path) => window.location.assign(path) }: Props) {
  const customerOrderId = orderIdFrom(location.pathname);
  return (
    <>
      <h1 className={layout.heading}>{customerOrderId ? `Order ${customerOrderId}` : 'Your order'}</h1>
      <SessionGate location={location} servicesUrl={servicesUrl} purpose="see this order">
        {({ session, servicesUrl: url }) => (
          <OrderView servicesUrl={url} token={session.token} customerOrderId={customerOrderId} navigate={navigate} />
        )}
      </SessionGate>
      <p>
        <a className={layout.link} href={ROUTES.myOrders}>
          Back to my orders
        </a>
      </p>
    </>
  );
}

type ViewProps = {
  readonly servicesUrl: string;
  readonly token: string;
  readonly customerOrderId: string;
  readonly navigate: (path: string) => void;
};

function OrderView({ servicesUrl, token, customerOrderId, navigate }: ViewProps) {
  const order = useServiceCall(`order:${customerOrderId}`, (signal) =>
    getOrder({ servicesUrl, token, signal }, customerOrderId).catch((error: unknown) => {
      if (isSignedOutError(error)) forgetShopperSession();
      else if (!(error instanceof ServiceCallError && error.status === 404)) {
        console.warn('[shell] could not load the order', error);
      }
      throw error;
    }),
  );
  const productIds = order.state.status === 'success' ? order.state.data.orderLines.map((line) => line.productId) : [];
  // Names make the lines readable; the order stands without them, so a product that fails to load keeps its line number.
  const names = useServiceCall(productIds.length > 0 ? `names:${productIds.join(',')}` : null, async (signal) => {
    const answers = await Promise.allSettled(productIds.map((id) => getProduct(servicesUrl, id, signal)));
    return new Map(
      answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? [[answer.value.id, `${answer.value.name}, ${answer.value.size}`] as const] : [],
      ),
    );
  });

  switch (order.state.status) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" className={layout.message}>
          {VIEW_ORDER_MESSAGES.loading}
        </p>
      );
    case 'error': {
      const error = order.state.error;
      const notFound = error instanceof ServiceCallError && (error.status === 404 || error.status === 400);
      return (
        <div role="alert" className={layout.error}>
          <p>{notFound ? VIEW_ORDER_MESSAGES.notFound : VIEW_ORDER_MESSAGES.failed}</p>
          {notFound ? null : (
            <button type="button" className={layout.button} onClick={order.retry}>
              Try again
            </button>
          )}
        </div>
      );
    }
    case 'success':
      return (
        <OrderDetails
          order={order.state.data}
          names={names.state.status === 'success' ? names.state.data : new Map()}
          servicesUrl={servicesUrl}
          token={token}
          navigate={navigate}
          onSignedOut={forgetShopperSession}
        />
      );
  }
}
