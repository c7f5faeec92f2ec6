import { ROUTES, type Order } from '@grocer/shared-contracts/domain';
import { getProduct } from '../../api/get-product.ts';
import { getOrder } from '../../api/orders-list.ts';
import type { SignedInCall } from '../../api/service-call.ts';
import { isNotFoundError, isSignedOutError } from '../../api/service-errors.ts';
import type { PageProps } from '../page-props.ts';
import { assignLocation } from '../shared/assign-location.ts';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { SignedInLoader } from '../shared/signed-in-loader.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { forgetShopperSession } from '../shared/use-shopper-session.ts';
import { OrderDetails } from './order-details.tsx';
import { orderIdFrom } from './order-id.ts';

type Props = PageProps & {
  /** Where the browser goes once amending starts; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

/** /ecom/myaccount/my-orders/order/{customerOrderId}: one of the shopper's orders, with Amend while it can be. */
export function ViewOrderPage({ location, servicesUrl, navigate = assignLocation }: Props) {
  const customerOrderId = orderIdFrom(location.pathname);
  return (
    <>
      <h1 className={layout.heading}>{customerOrderId ? `Order ${customerOrderId}` : 'Your order'}</h1>
      <SignedInLoader
        location={location}
        servicesUrl={servicesUrl}
        purpose="see this order"
        what="this order"
        loading="Loading your order…"
        loadKey={customerOrderId}
        load={(call) =>
          getOrder(call, customerOrderId).catch((error: unknown) => {
            // Signed out again: the page offers to sign in, as it would have before loading.
            if (isSignedOutError(error)) forgetShopperSession();
            else if (!isNotFoundError(error)) console.warn('[shell] could not load the order', error);
            throw error;
          })
        }
        explainFailure={(error) =>
          isNotFoundError(error) ? <RetryAlert message="Sorry, we can't find that order." /> : null
        }
      >
        {(order, call) => <OrderView order={order} call={call} navigate={navigate} />}
      </SignedInLoader>
      <p>
        <a className={layout.link} href={ROUTES.myOrders}>
          Back to my orders
        </a>
      </p>
    </>
  );
}

type ViewProps = {
  readonly order: Order;
  readonly call: SignedInCall;
  readonly navigate: (path: string) => void;
};

function OrderView({ order, call, navigate }: ViewProps) {
  const productIds = order.orderLines.map((line) => line.productId);
  // Names make the lines readable; the order stands without them, so a product that fails to load keeps its line number.
  const names = useServiceCall(productIds.length > 0 ? `names:${productIds.join(',')}` : null, async (signal) => {
    const answers = await Promise.allSettled(productIds.map((id) => getProduct(call.servicesUrl, id, signal)));
    return new Map(
      answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? [[answer.value.id, `${answer.value.name}, ${answer.value.size}`] as const] : [],
      ),
    );
  });
  return (
    <OrderDetails
      order={order}
      names={names.state.status === 'success' ? names.state.data : new Map()}
      servicesUrl={call.servicesUrl}
      token={call.token}
      navigate={navigate}
      onSignedOut={forgetShopperSession}
    />
  );
}
