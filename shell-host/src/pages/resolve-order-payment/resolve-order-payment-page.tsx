import { ROUTES } from '@grocer/shared-contracts/domain';
import { getOrder } from '../../api/orders-list.ts';
import { isNotFoundError, isSignedOutError } from '../../api/service-errors.ts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { segmentAfter } from '../shared/path-segment.ts';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { SignedInLoader } from '../shared/signed-in-loader.tsx';
import { forgetShopperSession } from '../shared/use-shopper-session.ts';
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
      <SignedInLoader
        location={location}
        servicesUrl={servicesUrl}
        purpose="pay for this order"
        what="this order"
        loading="Loading your order…"
        loadKey={customerOrderId}
        load={(call) =>
          getOrder(call, customerOrderId).catch((error: unknown) => {
            if (isSignedOutError(error)) forgetShopperSession();
            else if (!isNotFoundError(error)) console.warn('[shell] could not load the order', error);
            throw error;
          })
        }
        explainFailure={(error) =>
          isNotFoundError(error) ? <RetryAlert message="Sorry, we can't find that order." /> : null
        }
      >
        {(order, call) => <ResolvePayment order={order} call={call} />}
      </SignedInLoader>
      <p>
        <a className={layout.link} href={ROUTES.myOrders}>
          Back to my orders
        </a>
      </p>
    </>
  );
}
