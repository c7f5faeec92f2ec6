import { useSyncExternalStore } from 'react';

/**
 * "Shortened to Search... at medium-to-large widths on desktop" (spec section 2):
 * the masthead shows the box from the lg breakpoint (992px, where the compact
 * mobile header ends) and is at its narrowest until xl (1200px). So 992–1199px
 * gets "Search..."; wider desktops, and the full-width mobile overlay, get
 * "Search groceries...".
 */
const MEDIUM_TO_LARGE_DESKTOP = '(min-width: 992px) and (max-width: 1199.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(MEDIUM_TO_LARGE_DESKTOP);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isMediumToLargeDesktop = () => window.matchMedia?.(MEDIUM_TO_LARGE_DESKTOP).matches ?? false;

export function useSearchPlaceholder(): string {
  return useSyncExternalStore(subscribe, isMediumToLargeDesktop, () => false) ? 'Search...' : 'Search groceries...';
}
