import { lazy, Suspense, useState } from 'react';
import styles from './search.module.css';
import { SearchBox, SearchIcon } from './search-box.tsx';

// Mobile only, after a tap: not part of the closed header's critical JavaScript.
const SearchOverlay = lazy(() => import('./search-overlay.tsx').then((module) => ({ default: module.SearchOverlay })));

/**
 * The header's search: the search box in the masthead from 992px, and below
 * that (the compact masthead; CSS decides which shows) a search button that
 * opens a full-screen search overlay (spec section 2).
 */
export function HeaderSearch() {
  const [overlayOpen, setOverlayOpen] = useState(false);

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
        onClick={() => setOverlayOpen(true)}
      >
        <SearchIcon />
      </button>
      {overlayOpen && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setOverlayOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
