import { Suspense, useRef, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPiece } from '../../ui/use-lazy-piece.ts';
import { amendingOrderAtom } from './amend-bar-state.ts';
import { usePagePadding } from './use-page-padding.ts';
// Its lazy piece's styles come with the closed header, as the pin's do: the server renders the piece,
// and its HTML must be styled before the piece's script arrives (a late stylesheet would move the page).
import styles from './amend-bar.module.css';
import './discard-changes.module.css';

const loadPinnedBar = () => import(/* webpackChunkName: "amend-bar" */ './pinned-amend-bar.tsx');

const lazyPinnedBar = retryableLazy(loadPinnedBar, (module) => module.PinnedAmendBar);

/**
 * The amend-order pin bar (spec sections 2 and 4): behind the site-pin-bar
 * flag, it shows while the trolley is amending an order that has a slot.
 * Only this gate is in the closed header: it decides from the shopping atoms,
 * and the bar (its words, dates and styles) loads only when it is to show.
 * The gate holds the pin, so the page pads by the bar's true height from
 * hydration on: the server's bar is measured before its piece has come.
 */
export function AmendBar() {
  const { props } = useHeaderConfig();
  const order = useAtomValue(amendingOrderAtom);
  // No bar, then: the page works without it; the next time it is to show, it loads afresh.
  const [PinnedBar, failed] = useLazyPiece(lazyPinnedBar, {
    message: 'The amend bar failed to load',
    code: 'amend_bar_failed',
  });
  if (!props.features.sitePinBar || !order) return null;

  return (
    <ErrorBoundary fallback={null} onError={failed}>
      <PagePin>
        <Suspense fallback={null}>
          <PinnedBar order={order} />
        </Suspense>
      </PagePin>
    </ErrorBoundary>
  );
}

/** Fixed to the foot of the viewport, out of the page's flow; its height is the page's padding. */
function PagePin({ children }: { readonly children: ReactNode }) {
  const pinRef = useRef<HTMLDivElement>(null);
  usePagePadding(pinRef);
  return (
    <div ref={pinRef} className={styles.pin}>
      {children}
    </div>
  );
}
