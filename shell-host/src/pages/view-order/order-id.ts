import { ROUTES } from '@grocer/shared-contracts';
import { segmentAfter } from '../shared/path-segment.ts';

/** The order id of /ecom/myaccount/my-orders/order/{customerOrderId}; '' when the path holds none. */
export const orderIdFrom = (pathname: string): string => segmentAfter(`${ROUTES.myOrders}/order/`, pathname);
