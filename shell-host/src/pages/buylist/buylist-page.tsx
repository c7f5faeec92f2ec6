import { ROUTES } from '@grocer/shared-contracts';
import { buylistLines } from '@grocer/shared-contracts/domain';
import { getProductsByLine } from '../../api/products-by-line.ts';
import type { PageProps } from '../page-props.ts';
import { ProductList } from '../products/product-list.tsx';
import layout from '../shared/page-layout.module.css';
import { loginUrl } from '../shared/login-url.ts';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { AddAllToTrolley } from './add-all-to-trolley.tsx';

/**
 * /ecom/shop/buylist/{line1},{line2}: the products an ad or a trading cell promotes (spec
 * section 2), each with Add to trolley, and Add all. A line no product has is left out, and
 * the page says how many; the bare buylist page has nothing to show.
 */
export function BuylistPage({ location, servicesUrl }: PageProps) {
  const lines = buylistLines(location.pathname);
  const { state, retry } = useServiceCall(
    servicesUrl === undefined || lines.length === 0 ? null : `buylist:${lines.join(',')}`,
    (signal) => getProductsByLine(servicesUrl ?? '', lines, signal),
  );
  const trolley = { servicesUrl, loginUrl: loginUrl(location), source: 'buylist' };
  let body;
  if (lines.length === 0) {
    body = (
      <p className={layout.message}>
        This list has no products.{' '}
        <a className={layout.link} href={ROUTES.groceriesHome}>
          Browse groceries
        </a>
      </p>
    );
  } else if (state.status === 'success') {
    const missing = lines.length - state.data.length;
    body = (
      <>
        <p role="status" className={layout.message}>
          {state.data.length === 1 ? '1 product' : `${state.data.length} products`} on this list.
          {missing > 0 ? ` ${missing === 1 ? '1 item is' : `${missing} items are`} no longer sold.` : ''}
        </p>
        <AddAllToTrolley products={state.data} trolley={trolley} />
        <ProductList products={state.data} label="Products on this list" headingLevel={2} trolley={trolley} />
      </>
    );
  } else if (state.status === 'loading') {
    body = (
      <p role="status" className={layout.message}>
        Loading the list…
      </p>
    );
  } else {
    body = (
      <RetryAlert message="Sorry, we couldn't load this list." retry={servicesUrl === undefined ? undefined : retry} />
    );
  }
  return (
    <>
      <h1 className={layout.heading}>Buy list</h1>
      {body}
    </>
  );
}
