import { CHECKOUT_ROUTES, formatMoney } from '@grocer/shared-contracts/domain';
import type { PageProps } from '../page-props.ts';
import { loadTrolley } from '../shared/load-trolley.ts';
import layout from '../shared/page-layout.module.css';
import { SignedInLoader } from '../shared/signed-in-loader.tsx';
import styles from './before-you-go-page.module.css';

/**
 * /ecom/beforeYouGo: the interstitial between the trolley and checkout
 * (the header's checkout button comes here first). Plain: the trolley's
 * estimated total and the way on.
 */
export function BeforeYouGoPage({ location, servicesUrl }: PageProps) {
  return (
    <>
      <h1 className={layout.heading}>Before you go</h1>
      <SignedInLoader
        location={location}
        servicesUrl={servicesUrl}
        purpose="check out"
        what="your trolley total"
        load={(call) => loadTrolley(call, new Date())}
        // The page works without the total: a failure leaves it out.
        explainFailure={() => <p role="status" className={layout.message} />}
      >
        {({ result }) => {
          const totals = result?.trolley?.trolleyTotals;
          return (
            <p role="status" className={layout.message}>
              {totals ? `Your estimated trolley total is ${formatMoney(totals.totalEstimatedCost.amount)}.` : ''}
            </p>
          );
        }}
      </SignedInLoader>
      <p className={styles.actions}>
        <a className={layout.button} href={CHECKOUT_ROUTES.checkout}>
          Continue to checkout
        </a>
        <a className={layout.link} href={CHECKOUT_ROUTES.trolley}>
          Back to trolley
        </a>
      </p>
    </>
  );
}
