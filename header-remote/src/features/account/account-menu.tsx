import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { useDeliveryPassHref } from '../delivery-pass/use-delivery-pass-href.ts';
import { AccountActionButton } from './account-action-button.tsx';
import { AccountIcon, ChevronIcon } from './account-icons.tsx';
import { accountMenuItems } from './account-menu-items.ts';
import { useDisclosure } from './use-disclosure.ts';
import links from './account-links.module.css';
import styles from './account-menu.module.css';

/**
 * The "My account" dropdown, a disclosure of links. Below 992px the button
 * is an account icon (its name stays "My account") opening the same panel.
 */
export function AccountMenu() {
  const { props } = useHeaderConfig();
  const { isSignedOnAsCustomer } = useAtomValue(authStateAtom);
  const deliveryPassHref = useDeliveryPassHref();
  const { isOpen, toggle, rootRef, buttonRef, panelRef, onRootKeyDown, onRootBlur, onButtonKeyDown, onPanelKeyDown } =
    useDisclosure();
  const panelId = useId();
  const items = accountMenuItems({ placement: props.placement, deliveryPassHref, isSignedOnAsCustomer });

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      data-state={isOpen ? 'open' : 'closed'}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={links.item}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
      >
        <AccountIcon className={links.icon} />
        <span className={links.label}>
          My account
          <ChevronIcon className={styles.chevron} />
        </span>
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!isOpen} onKeyDown={onPanelKeyDown}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.kind === 'link' ? item.href : item.kind}>
              {item.kind === 'link' ? (
                <a className={styles.entry} href={item.href}>
                  {item.label}
                </a>
              ) : (
                <AccountActionButton action={item.kind} className={styles.entry} errorClassName={styles.error} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
