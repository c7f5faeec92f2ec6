import { Suspense, useState } from 'react';
import { useIntent } from '../../navigation/use-intent.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPiece } from '../../ui/use-lazy-piece.ts';
import styles from './search.module.css';
import { SearchBox, SearchIcon } from './search-box.tsx';

// Mobile only, after a tap: not part of the closed header's critical JavaScript.
const lazyOverlay = retryableLazy(
  () => import(/* webpackChunkName: "search-overlay" */ './search-overlay.tsx'),
  (module) => module.SearchOverlay,
);

/**
 * The header's search: the search box in the masthead from 992px, and below
 * that (the compact masthead; CSS decides which shows) a search button that
 * opens a full-screen search overlay (spec section 2). The overlay's code is
 * asked for on intent (100 ms on the button) or the press; if it cannot load,
 * the overlay stays closed, `header_error` `search_overlay_failed` is sent, and
 * the next press tries again.
 */
export function HeaderSearch() {
  const [overlayOpen, setOverlayOpen] = useState(false);
  const close = () => setOverlayOpen(false);
  const [Overlay, fail] = useLazyPiece(
    lazyOverlay,
    { message: 'The search overlay failed to load', code: 'search_overlay_failed' },
    close,
  );
  const intent = useIntent(lazyOverlay.preload);

  return (
    <>
      <div className={styles.desktop}>
        <SearchBox landmark />
      </div>
      <button
        type="button"
        className={styles.open}
        aria-label="Open search"
        aria-haspopup="dialog"
        {...intent}
        onClick={() => setOverlayOpen(true)}
      >
        <SearchIcon />
      </button>
      {overlayOpen && (
        <ErrorBoundary fallback={null} onError={fail}>
          <Suspense fallback={null}>
            <Overlay onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
