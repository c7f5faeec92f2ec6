import { useMediaQuery } from '../../ui/use-media-query.ts';

/**
 * "Shortened to Search... at medium-to-large widths on desktop" (spec section 2):
 * the masthead shows the box from the lg breakpoint (992px, where the compact
 * mobile header ends) and is at its narrowest until xl (1200px). So 992–1199px
 * gets "Search..."; wider desktops, and the full-width mobile overlay, get
 * "Search groceries...".
 */
const MEDIUM_TO_LARGE_DESKTOP = '(min-width: 992px) and (max-width: 1199.98px)';

export function useSearchPlaceholder(): string {
  return useMediaQuery(MEDIUM_TO_LARGE_DESKTOP, false) ? 'Search...' : 'Search groceries...';
}
