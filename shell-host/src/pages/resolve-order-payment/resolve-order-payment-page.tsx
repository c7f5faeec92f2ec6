import { ROUTES } from '@grocer/shared-contracts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { segmentAfter } from '../shared/path-segment.ts';
import { SignedInOrderLoader } from '../shared/signed-in-order-loader.tsx';
import { ResolvePayment } from './resolve-payment.tsx';

/**
 * /ecom/resolve-order-payment/{customerOrderId}: where a shopper whose card payment was declined
 * pays again (spec section 2). Signed in only; the order is loaded, and only a PAYMENT_FAILED one
 * offers to pay.
 */
export function ResolveOrderPaymentPage({ location, servicesUrl }: PageProps) {
  const customerOrderId = segmentAfter(`${ROUTES.resolveOrderPayment}/`, location.pathname);
  return (
    <>
      <h1 className={layout.heading}>Resolve order payment</h1>
      <SignedInOrderLoader
        location={location}
        servicesUrl={servicesUrl}
        customerOrderId={customerOrderId}
        purpose="pay for this order"
      >
        {(order, call) => <ResolvePayment order={order} call={call} />}
      </SignedInOrderLoader>
      <p>
        <a className={layout.link} href={ROUTES.myOrders}>
          Back to my orders
        </a>
      </p>
    </>
  );
}
