import { ROUTES } from '@grocer/shared-contracts';
import { AccountMenu } from './account-menu.tsx';
import { FavouritesIcon, OrdersIcon } from './account-icons.tsx';
import styles from './account-links.module.css';

/** Favourites, My orders and the "My account" dropdown (spec section 2); the first two are desktop only. */
export function SignedInLinks() {
  return (
    <>
      <a className={`${styles.item} ${styles.desktopOnly}`} href={ROUTES.favourites}>
        <FavouritesIcon className={styles.icon} />
        <span className={styles.label}>Favourites</span>
      </a>
      <a className={`${styles.item} ${styles.desktopOnly}`} href={ROUTES.myOrders}>
        <OrdersIcon className={styles.icon} />
        <span className={styles.label}>My orders</span>
      </a>
      <AccountMenu />
    </>
  );
}
