import { ROUTES } from '@grocer/shared-contracts';

const PREFIX = `${ROUTES.myOrders}/order/`;

/** The order id of /ecom/myaccount/my-orders/order/{customerOrderId}; '' when the path holds none. */
export function orderIdFrom(pathname: string): string {
  if (!pathname.startsWith(PREFIX)) return '';
  const [segment = ''] = pathname.slice(PREFIX.length).split('/');
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
