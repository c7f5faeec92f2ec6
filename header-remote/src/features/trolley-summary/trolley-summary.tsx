import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { shoppingContextAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import hidden from '../../ui/visually-hidden.module.css';
import { TrolleyIcon } from './trolley-icon.tsx';
import {
  trolleyChangeMessage,
  trolleySummaryName,
  trolleySummaryView,
  type TrolleySummaryView,
} from './trolley-summary-view.ts';
import styles from './trolley-summary.module.css';

function SummaryText({ view }: { readonly view: TrolleySummaryView }) {
  if (view.status === 'signed-out' || view.status === 'error') {
    // Spec section 8: on a trolley error the cost text reads "Trolley".
    return <span className={styles.cost}>Trolley</span>;
  }
  return (
    <>
      <span className={styles.label}>Total</span>
      <span className={styles.cost}>{view.status === 'loaded' ? view.cost : '\u00a0'}</span>
    </>
  );
}

/**
 * What a change to the trolley's figures says, once they were known: a page that adds or removes
 * something changes them out of the shopper's sight (and out of a screen reader's). The first
 * figures, and the same figures again after a reload, say nothing.
 */
function useChangeMessage(view: TrolleySummaryView): string {
  const settled = view.status === 'loaded' && !view.updating ? `${view.count} ${view.cost}` : null;
  const [last, setLast] = useState(settled);
  const [message, setMessage] = useState('');
  if (settled !== null && settled !== last) {
    setLast(settled);
    if (last !== null && view.status === 'loaded') setMessage(trolleyChangeMessage(view));
  }
  return message;
}

/**
 * The masthead's trolley link (spec section 2): the item count (99+ above 99),
 * "Total" and the estimated cost. Its name ("3 Total £12.50, Trolley, 3 items")
 * comes from its content, not aria-label, and starts with the visible words
 * (WCAG 2.5.3); while the trolley loads or a page changes it, it says it is busy.
 */
export function TrolleySummary() {
  const view = trolleySummaryView(
    useAtomValue(authStateAtom),
    useAtomValue(shoppingContextAtom),
    useAtomValue(trolleyStateAtom),
  );
  const change = useChangeMessage(view);
  const busy = view.status === 'loading' || (view.status === 'loaded' && view.updating);
  // Signed out or failed, the visible "Trolley" is the whole name.
  const plain = view.status === 'signed-out' || view.status === 'error';
  return (
    <>
      <a
        href={ROUTES.trolley}
        className={busy ? `${styles.summary} ${styles.busy}` : styles.summary}
        aria-busy={busy ? true : undefined}
        data-state={view.status === 'loaded' && view.updating ? 'updating' : view.status}
      >
        {/*
         * The name is one text node: built from the styled parts (a badge, a flex column),
         * browsers and jsdom space them differently. The visible parts say the same, unread.
         */}
        {plain ? null : <VisuallyHidden>{trolleySummaryName(view)}</VisuallyHidden>}
        <span className={styles.iconBox} aria-hidden="true">
          <TrolleyIcon className={styles.icon} />
          {busy ? (
            <span className={styles.spinnerSlot}>
              <Spinner size="medium" />
            </span>
          ) : null}
          {view.status === 'loaded' ? <span className={styles.count}>{view.count}</span> : null}
        </span>
        <span className={styles.text} aria-hidden={plain ? undefined : true}>
          <SummaryText view={view} />
        </span>
      </a>
      {/* In the page from the first render, so a screen reader is listening before anything changes. */}
      <span role="status" className={hidden.visuallyHidden}>
        {change}
      </span>
    </>
  );
}
