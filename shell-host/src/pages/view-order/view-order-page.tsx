import { ROUTES } from '@grocer/shared-contracts';
import { type Order } from '@grocer/shared-contracts/domain';
import { getProduct } from '../../api/get-product.ts';
import type { SignedInCall } from '../../api/service-call.ts';
import type { PageProps } from '../page-props.ts';
import { assignLocation } from '../shared/assign-location.ts';
import layout from '../shared/page-layout.module.css';
import { SignedInOrderLoader } from '../shared/signed-in-order-loader.tsx';
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
      <SignedInOrderLoader
        location={location}
        servicesUrl={servicesUrl}
        customerOrderId={customerOrderId}
        purpose="see this order"
      >
        {(order, call) => <OrderView order={order} call={call} navigate={navigate} />}
      </SignedInOrderLoader>
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
