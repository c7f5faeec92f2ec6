import type { KeyboardEvent } from 'react';
import { popoverClass, usePopoverDisclosure } from '../../ui/popover-disclosure.ts';
import { AccountIcon, ChevronIcon } from './account-icons.tsx';
import { AccountMenuPanel, itemsOf } from './account-menu-panel.tsx';
import links from './account-links.module.css';
import styles from './account-menu.module.css';

/**
 * The "My account" dropdown, a disclosure of links (the APG's "disclosure navigation menu"). Below
 * 992px the button is an account icon (its name stays "My account") opening the same panel. The
 * server draws the button and its panel as a popover the browser opens before any script; the live
 * header takes over the same elements (ui/popover-disclosure.ts) and adds ArrowDown/ArrowUp on the
 * button, which open the panel at its first/last item.
 */
export function AccountMenu() {
  const { isOpen, open, rootRef, popoverRef, onRootKeyDown, onRootBlur, button, popover } = usePopoverDisclosure();

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
    const items = itemsOf(popoverRef.current);
    (event.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      data-state={isOpen ? 'open' : 'closed'}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
    >
      <button {...button} className={links.item} onKeyDown={onButtonKeyDown}>
        <AccountIcon className={links.icon} />
        <span className={links.label}>
          My account
          <ChevronIcon className={styles.chevron} />
        </span>
      </button>
      <div {...popover} className={popoverClass(styles.popover)}>
        <AccountMenuPanel />
      </div>
    </div>
  );
}
