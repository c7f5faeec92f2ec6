import { ROUTES } from '@grocer/shared-contracts';
import { useLinkPrefetch } from '../../navigation/use-link-prefetch.ts';
import styles from './logo.module.css';

/** The Fernleaf logo, linking to groceries home (prefetched on intent). */
export function Logo() {
  const prefetch = useLinkPrefetch();
  return (
    <a className={styles.logo} href={ROUTES.groceriesHome} aria-label="Fernleaf, groceries home" {...prefetch}>
      <svg viewBox="0 0 148 32" width="148" height="32" aria-hidden="true" focusable="false">
        <path d="M14 2C6 8 3 17 6 28c9-3 14-11 12-22l-3 9-1-13z" fill="currentColor" />
        <text x="26" y="24" fontSize="22" fontWeight="700" fill="currentColor" fontFamily="Georgia, serif">
          Fernleaf
        </text>
      </svg>
    </a>
  );
}
