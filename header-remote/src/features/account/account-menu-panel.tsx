import { useAtomValue } from 'jotai';
import type { KeyboardEvent } from 'react';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { useDeliveryPassHref } from './delivery-pass/use-delivery-pass-href.ts';
import { AccountActionButton } from './account-action-button.tsx';
import { accountMenuItems } from './account-menu-items.ts';
import styles from './account-menu-panel.module.css';

/** What a shopper can move to inside the open panel. */
export function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
}

const KEY_MOVES: Record<string, (current: number, last: number) => number> = {
  ArrowDown: (current, last) => (current < 0 || current === last ? 0 : current + 1),
  ArrowUp: (current, last) => (current <= 0 ? last : current - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** Arrow keys (wrapping), Home and End move between the items, as the APG's optional keyboard support suggests. */
function onListKeyDown(event: KeyboardEvent<HTMLElement>) {
  const move = KEY_MOVES[event.key];
  const items = itemsOf(event.currentTarget);
  if (!move || items.length === 0) return;
  event.preventDefault();
  items[move(items.indexOf(document.activeElement as HTMLElement), items.length - 1)]?.focus();
}

/**
 * The "My account" dropdown's panel and items (spec sections 2 and 6), drawn by the server in the
 * button's popover and hydrated as they are. Sign out is also a plain GET to the log-out page, which
 * ends the session, for a press before the header's script has come.
 */
export function AccountMenuPanel() {
  const { props } = useHeaderConfig();
  const { isSignedOnAsCustomer } = useAtomValue(authStateAtom);
  const deliveryPassHref = useDeliveryPassHref();
  const items = accountMenuItems({ placement: props.placement, deliveryPassHref, isSignedOnAsCustomer });

  return (
    <div className={styles.panel}>
      <ul className={styles.list} onKeyDown={onListKeyDown}>
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
  );
}
