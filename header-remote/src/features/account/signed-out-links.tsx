import { ROUTES } from '@grocer/shared-contracts';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { usePageUrl } from '../../lib/page-url.ts';
import { AccountIcon, RegisterIcon } from './account-icons.tsx';
import { loginUrl, registerUrl } from '../../lib/account-urls.ts';
import styles from './account-links.module.css';

/**
 * "Sign in" (back to this page afterwards) and "Register" (spec section 2).
 * Below 992px "Sign in" is an account icon and Register is left to the
 * mobile menu, keeping the 50px masthead uncrowded.
 */
export function SignedOutLinks() {
  const { props } = useHeaderConfig();
  const page = usePageUrl();
  return (
    <>
      <a className={styles.item} href={page ? loginUrl(page) : ROUTES.login}>
        <AccountIcon className={styles.icon} />
        <span className={styles.label}>Sign in</span>
      </a>
      <a
        className={`${styles.item} ${styles.desktopOnly}`}
        href={registerUrl(props.services.api, page?.origin ?? null)}
      >
        <RegisterIcon className={styles.icon} />
        <span className={styles.label}>Register</span>
      </a>
    </>
  );
}
