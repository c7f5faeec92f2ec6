import { useId } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { FIND_A_STORE_URL, SISTER_SHOPS, withTracking } from '../../navigation/sister-shops.ts';
import styles from './top-bar.module.css';

/** The thin bar above the masthead: sister shops, store finder, customer service. Desktop only. */
export function TopBar() {
  const moreFromId = useId();
  return (
    <nav className={styles.topBar} aria-label="Fernleaf shops and help">
      <div className={styles.moreFrom}>
        <span id={moreFromId} className={styles.label}>
          More from
        </span>
        <ul className={styles.list} aria-labelledby={moreFromId}>
          {SISTER_SHOPS.map((shop) => (
            <li key={shop.name}>
              <a className={styles.link} href={withTracking(shop.url)} target="_blank" rel="noopener">
                {shop.name}
                <VisuallyHidden> ({shop.description}, opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <ul className={styles.list}>
        <li>
          <a className={styles.link} href={FIND_A_STORE_URL}>
            Find a store
          </a>
        </li>
        <li>
          <a className={styles.link} href={ROUTES.customerService}>
            Customer service
          </a>
        </li>
      </ul>
    </nav>
  );
}
