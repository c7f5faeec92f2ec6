import type { Order } from '@grocer/shared-contracts/domain';
import type { ReactNode } from 'react';
import { getOrder } from '../../api/orders-list.ts';
import type { SignedInCall } from '../../api/service-call.ts';
import { isNotFoundError, isSignedOutError } from '../../api/service-errors.ts';
import type { PageProps } from '../page-props.ts';
import { RetryAlert } from './retry-alert.tsx';
import { SignedInLoader } from './signed-in-loader.tsx';
import { forgetShopperSession } from './use-shopper-session.ts';

type Props = Pick<PageProps, 'location' | 'servicesUrl'> & {
  readonly customerOrderId: string;
  /** What signing in is for, e.g. "see this order": the prompt reads "Sign in to see this order". */
  readonly purpose: string;
  /** The page, once the order has loaded; `call` is for what the shopper does next. */
  readonly children: (order: Order, call: SignedInCall) => ReactNode;
};

/**
 * One of the shopper's orders, for a page about it: the sign-in prompt, or the order, with its
 * waiting and failed states; an order that is not there, or not theirs, is "Sorry, we can't find
 * that order.".
 */
export function SignedInOrderLoader({ location, servicesUrl, customerOrderId, purpose, children }: Props) {
  return (
    <SignedInLoader
      location={location}
      servicesUrl={servicesUrl}
      purpose={purpose}
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
      {children}
    </SignedInLoader>
  );
}
