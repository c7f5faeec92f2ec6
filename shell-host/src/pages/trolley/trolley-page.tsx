import type { PageProps } from '../page-props.ts';
import { assignLocation } from '../shared/assign-location.ts';
import layout from '../shared/page-layout.module.css';
import { SignedInLoader } from '../shared/signed-in-loader.tsx';
import { loadTrolleyPage } from './load-trolley-page.ts';
import { TrolleyView } from './trolley-view.tsx';

type Props = PageProps & {
  /** Where the checkout button goes; tests pass their own. */
  readonly navigate?: (path: string) => void;
};

/** /ecom/shop/trolley: the signed-in shopper's trolley, to change and check out. */
export function TrolleyPage({ location, servicesUrl, navigate = assignLocation }: Props) {
  return (
    <>
      <h1 className={layout.heading}>Trolley</h1>
      <SignedInLoader
        location={location}
        servicesUrl={servicesUrl}
        purpose="see your trolley"
        what="your trolley"
        load={(call) => loadTrolleyPage(call, new Date())}
      >
        {({ customerOrderId, reservation, result, products }, call) =>
          result ? (
            <TrolleyView
              call={call}
              customerOrderId={customerOrderId}
              reservation={reservation}
              initial={result}
              products={products}
              navigate={navigate}
            />
          ) : (
            <p className={layout.message}>Your trolley is empty.</p>
          )
        }
      </SignedInLoader>
    </>
  );
}
