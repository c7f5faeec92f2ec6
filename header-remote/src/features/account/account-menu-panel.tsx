import { useAtomValue } from 'jotai';
import { useLayoutEffect, type KeyboardEvent } from 'react';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { useDeliveryPassHref } from './delivery-pass/use-delivery-pass-href.ts';
import { AccountActionButton } from './account-action-button.tsx';
import { accountMenuItems } from './account-menu-items.ts';
import { itemsOf } from './use-menu-disclosure.ts';
import styles from './account-menu-panel.module.css';

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

type Props = {
  /** Called once the items are in the page, so the menu can show its panel and focus an item. */
  readonly onReady: () => void;
};

/**
 * The "My account" dropdown's panel and items (spec sections 2 and 6). A
 * chunk of its own, loaded when the shopper heads for the button: the closed
 * header carries only the button and the empty, hidden slot the panel fills.
 */
export function AccountMenuPanel({ onReady }: Props) {
  const { props } = useHeaderConfig();
  const { isSignedOnAsCustomer } = useAtomValue(authStateAtom);
  const deliveryPassHref = useDeliveryPassHref();
  const items = accountMenuItems({ placement: props.placement, deliveryPassHref, isSignedOnAsCustomer });
  useLayoutEffect(onReady, [onReady]);

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
