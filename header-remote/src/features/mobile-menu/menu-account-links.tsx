import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom, signedInDisplayAtom } from '../../shopping/auth-state.ts';
import { loginUrl, registerUrl } from '../../lib/account-urls.ts';
import styles from './mobile-menu-panel.module.css';

function Entry({ href, children }: { readonly href: string; readonly children: string }) {
  return (
    <li>
      <a className={styles.entry} href={href}>
        <span className={styles.entryText}>{children}</span>
      </a>
    </li>
  );
}

/**
 * The account links the compact masthead has no room for. Signed out: Sign in
 * (back to this page) and Register. Signed in: My account, My orders,
 * Favourites, and Sign out only when logged in and not signed on as a
 * customer (spec section 6); the log-out page ends the session.
 */
export function MenuAccountLinks() {
  const { props } = useHeaderConfig();
  const signedIn = useAtomValue(signedInDisplayAtom);
  const { isLoggedIn, isSignedOnAsCustomer } = useAtomValue(authStateAtom);
  if (!signedIn) {
    return (
      <>
        <Entry href={loginUrl(window.location)}>Sign in</Entry>
        <Entry href={registerUrl(props.services.api, window.location.origin)}>Register</Entry>
      </>
    );
  }
  return (
    <>
      <Entry href={ROUTES.myAccount}>My account</Entry>
      <Entry href={ROUTES.myOrders}>My orders</Entry>
      <Entry href={ROUTES.favourites}>Favourites</Entry>
      {isLoggedIn && !isSignedOnAsCustomer ? <Entry href={ROUTES.logout}>Sign out</Entry> : null}
    </>
  );
}
