import { Suspense, useState } from 'react';
import { amendNotice } from '@grocer/shared-contracts/domain';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPieceOnIntent } from '../../ui/use-lazy-piece.ts';
import type { AmendingOrder } from './amend-bar-state.ts';
import { useNow } from '../../lib/use-now.ts';
import styles from './amend-bar.module.css';

const loadDiscard = () => import(/* webpackChunkName: "amend-discard" */ './discard-changes.tsx');

const lazyDiscard = retryableLazy(loadDiscard, (module) => module.DiscardChanges);

/** Starts fetching the confirmation as soon as the shopper heads for the button. */
const preload = lazyDiscard.preload;

/**
 * The amend-order pin bar itself (spec sections 2 and 4), loaded by AmendBar
 * only when it is to show, inside the gate's pin at the foot of the viewport:
 * out of the page's flow, so it never moves the page, whenever it arrives. Its
 * discard confirmation, the call and the error modal load on first use.
 */
export function PinnedAmendBar({ order }: { readonly order: AmendingOrder }) {
  const now = useNow();
  const notice = amendNotice(order.notice, now);

  const [isOpen, setOpen] = useState(false);
  const {
    Piece: Discard,
    fail,
    wanted,
    want,
  } = useLazyPieceOnIntent(
    lazyDiscard,
    { message: 'The discard changes confirmation failed to load', code: 'amend_discard_failed' },
    () => setOpen(false),
  );

  return (
    <section className={styles.bar} aria-label="Amending your order" data-notice={notice?.kind ?? 'none'}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <span className={styles.label}>AMENDING</span>
          {notice ? <p className={styles.message}>{notice.text}</p> : null}
        </div>
        <button
          type="button"
          className={styles.discard}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            want();
            setOpen(true);
          }}
        >
          {/* "Discard" alone on narrow screens; the name stays "Discard changes". */}
          Discard <span className={styles.longLabel}>changes</span>
        </button>
      </div>
      {wanted ? (
        <ErrorBoundary fallback={null} onError={fail}>
          <Suspense fallback={null}>
            <Discard isOpen={isOpen} customerOrderId={order.customerOrderId} onKeepAmending={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </section>
  );
}
