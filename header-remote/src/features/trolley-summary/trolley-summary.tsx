import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts/domain';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { shoppingContextAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { TrolleyIcon } from './trolley-icon.tsx';
import { trolleySummaryName, trolleySummaryView, type TrolleySummaryView } from './trolley-summary-view.ts';
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
  const busy = view.status === 'loading' || (view.status === 'loaded' && view.updating);
  // Signed out or failed, the visible "Trolley" is the whole name.
  const plain = view.status === 'signed-out' || view.status === 'error';
  return (
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
  );
}
