import { ROUTES } from '@grocer/shared-contracts';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './menu-status.module.css';

/** While the panel's code or the taxonomy is on its way. */
export function MenuLoading() {
  return (
    <div className={styles.status} role="status">
      <Spinner size="medium" />
      Loading…
    </div>
  );
}

/** The taxonomy (or the panel's code) could not load: the shopper can still reach the Groceries pages. */
export function MenuFailure({ onClose }: { readonly onClose?: () => void }) {
  return (
    <div className={styles.status}>
      <p className={styles.message}>Sorry, the menu could not load.</p>
      <a className={styles.link} href={ROUTES.groceriesHome}>
        Go to Groceries
      </a>
      {onClose ? (
        <button type="button" className={styles.link} onClick={onClose}>
          Close menu
        </button>
      ) : null}
    </div>
  );
}
