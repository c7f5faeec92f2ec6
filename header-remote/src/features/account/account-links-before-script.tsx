import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { useDeliveryPassHref } from './delivery-pass/use-delivery-pass-href.ts';
import { accountMenuItems } from './account-menu-items.ts';
import styles from './account-menu-panel.module.css';

/**
 * The "My account" dropdown's items as the server draws them, in the button's
 * `ServerDrawnControl`: the same links as the live panel, from the server's state, so a press
 * before the header's script shows them in the next frame. Sign out is a link to its page, which
 * ends the session (as the mobile menu's); "Return to admin" waits for the live menu.
 */
export function AccountLinksBeforeScript() {
  const { props } = useHeaderConfig();
  const { isSignedOnAsCustomer } = useAtomValue(authStateAtom);
  const deliveryPassHref = useDeliveryPassHref();
  const items = accountMenuItems({ placement: props.placement, deliveryPassHref, isSignedOnAsCustomer });
  return (
    <div className={styles.panel}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.href}>
              <a className={styles.entry} href={item.href}>
                {item.label}
              </a>
            </li>
          ) : item.kind === 'sign-out' ? (
            <li key={item.kind}>
              <a className={styles.entry} href={ROUTES.logout}>
                Sign out
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
