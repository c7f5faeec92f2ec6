import { CHECKOUT_ROUTES, formatMoney } from '@grocer/shared-contracts';
import type { PageProps } from '../page-props.ts';
import { loadTrolley } from '../shared/load-trolley.ts';
import layout from '../shared/page-layout.module.css';
import { SessionGate } from '../shared/session-gate.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
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
      <SessionGate location={location} servicesUrl={servicesUrl} purpose="check out">
        {({ session, servicesUrl: url }) => <TrolleyTotal servicesUrl={url} token={session.token} />}
      </SessionGate>
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

/** The estimated total, when it can be had; the page works without it. */
function TrolleyTotal({ servicesUrl, token }: { readonly servicesUrl: string; readonly token: string }) {
  const { state } = useServiceCall(`${servicesUrl} ${token}`, (signal) =>
    loadTrolley({ servicesUrl, token, signal }, new Date()),
  );
  if (state.status !== 'success') {
    return (
      <p role="status" className={layout.message}>
        {state.status === 'error' ? '' : 'Loading your trolley total…'}
      </p>
    );
  }
  const totals = state.data.result?.trolley?.trolleyTotals;
  return (
    <p role="status" className={layout.message}>
      {totals ? `Your estimated trolley total is ${formatMoney(totals.totalEstimatedCost.amount)}.` : ''}
    </p>
  );
}
