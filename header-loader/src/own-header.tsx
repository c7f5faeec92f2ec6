import { useSyncExternalStore, type CSSProperties } from 'react';
import { HEADER_LAYOUT, ROUTES } from '@grocer/shared-contracts';

const COMPACT = `(max-width: ${HEADER_LAYOUT.breakpoint - 0.02}px)`;
const subscribe = (change: () => void) => {
  const query = matchMedia(COMPACT);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const isCompact = () => matchMedia(COMPACT).matches;

/**
 * The fallback `SiteHeader` shows when the page gives none: the logo, a plain GET search form and
 * the trolley link, at the header's height (`HEADER_LAYOUT`: 159 px, 50 px below 992 px), so
 * nothing moves when the header replaces it, and the shopper has a working header if it never
 * does. Its styles are set from script (the CSSOM), which a nonce-based policy allows; a page that
 * renders it on its server, where they would be a `style` attribute, passes its own `fallback`.
 */
export function OwnHeader() {
  const compact = useSyncExternalStore(subscribe, isCompact, () => false);
  const style: CSSProperties = {
    boxSizing: 'border-box',
    height: compact ? HEADER_LAYOUT.compactHeight : HEADER_LAYOUT.height,
    display: 'flex',
    gap: 16,
    alignItems: 'center',
    padding: '0 16px',
    overflow: 'hidden',
  };
  return (
    <header style={style} data-own-header="">
      <a href={ROUTES.root}>Fernleaf</a>
      <form role="search" action={ROUTES.search} method="get">
        <label>
          Search groceries <input type="search" name="searchTerm" maxLength={200} />
        </label>
        <button type="submit">Search</button>
      </form>
      <a href={ROUTES.trolley}>Trolley</a>
    </header>
  );
}
