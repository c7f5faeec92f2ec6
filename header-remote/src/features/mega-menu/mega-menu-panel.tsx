import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { type ContentLocations } from '@grocer/shared-contracts/domain';
import type { MenuItem } from '../../navigation/menu-items.ts';
import type { LoadState } from '../../navigation/navigation-state.ts';
import type { AuthState } from '../../shopping/auth-state.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { columnAt, columnItems, focusTarget, moveWithinColumn, type FocusRequest } from './column-focus.ts';
import { useLinkPrefetch } from '../../navigation/use-link-prefetch.ts';
import { useMenuClick } from '../../navigation/use-menu-click.ts';
import { MenuAside } from './menu-aside.tsx';
import { MenuColumn } from './menu-column.tsx';
import { MenuFailure, MenuLoading } from './menu-status.tsx';
import { fragmentKeyFor, openColumns } from './open-columns.ts';
import type { MegaMenuState } from '../../navigation/menu-history.ts';
import type { MegaMenuActions } from './use-mega-menu.ts';
import styles from './mega-menu-panel.module.css';

type Props = {
  readonly state: MegaMenuState;
  readonly actions: MegaMenuActions;
  /**
   * What it shows of the header's state, read by `GroceriesMenu` outside the `Activity` that keeps
   * the closed panel hidden: a hidden panel's effects, and so its own store subscriptions, are off,
   * but its props keep it current, so the first frame of an open is never a stale one.
   */
  readonly taxonomy: LoadState<readonly MenuItem[]>;
  readonly auth: AuthState;
  readonly content: LoadState<ContentLocations>;
};

/**
 * The open Groceries mega menu: its columns side by side (departments,
 * groups, aisles), the content beside them, and the close button. A chunk of
 * its own, drawn hidden ahead of the first open (`GroceriesMenu`); each open
 * starts afresh at level 0.
 *
 * Keyboard (on top of Tab): ArrowDown/ArrowUp, Home and End move within a
 * column; ArrowRight opens a sub-menu and moves into it; ArrowLeft goes back
 * a column, closing the one it leaves. Focus moves to the first item on
 * open, into a column when it opens, and back to its button when it closes.
 */
export function MegaMenuPanel({ state, actions: menu, taxonomy, auth, content }: Props) {
  const track = useMenuClick();
  const onMenuClick = (level: number, name: string, path: string) => track({ level, name, path });
  const panelRef = useRef<HTMLDivElement>(null);
  const prefetch = useLinkPrefetch();
  const pendingFocus = useRef<FocusRequest | null>(null);
  const baseId = useId();
  const columnId = (level: number) => `${baseId}-column-${level}`;

  const root = taxonomy.status === 'loaded' ? taxonomy.value.find((item) => item.id === state.rootCategory) : undefined;
  const failed = taxonomy.status === 'error' || (taxonomy.status === 'loaded' && !root);
  const columns = root ? openColumns(root, state.path) : [];
  const level = columns.length - 1;

  // Focus to the first item at each open, whether the panel mounts now or was kept hidden (its effects run again as it is shown).
  useLayoutEffect(() => {
    pendingFocus.current = { level: 0 };
  }, []);

  // After every render: the focus asked for lands once its column is there (the taxonomy may still be loading).
  useLayoutEffect(() => {
    const request = pendingFocus.current;
    if (!request) return;
    const target = failed
      ? panelRef.current?.querySelector<HTMLElement>('a[href]')
      : focusTarget(panelRef.current, request);
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const openSubMenu = (from: number, item: MenuItem) => {
    pendingFocus.current = { level: from + 1 };
    menu.push(from, item.id);
  };

  const onSubMenuClick = (from: number, item: MenuItem) => {
    onMenuClick(from, item.name, item.url);
    if (columns[from + 1]?.id === item.id) menu.backTo(from);
    else openSubMenu(from, item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = event.target as HTMLElement;
    const column = current.closest<HTMLElement>('[data-level]');
    if (!column) return;
    const from = Number(column.dataset['level']);
    if (moveWithinColumn(event.key, column, current)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      const id = current.dataset['itemId'];
      const item = id === undefined ? undefined : columns[from]?.children.find((child) => child.id === id);
      if (item && columns[from + 1]?.id !== item.id) openSubMenu(from, item);
      else if (item || columns[from + 1]) columnItems(columnAt(panelRef.current, from + 1))[0]?.focus();
    } else if (event.key === 'ArrowLeft' && from > 0) {
      event.preventDefault();
      pendingFocus.current = { level: from - 1, id: columns[from]?.id ?? '' };
      menu.backTo(from - 1);
    }
  };

  const signOut =
    auth.isLoggedIn && !auth.isSignedOnAsCustomer ? (
      <li className={styles.signOut}>
        <a className={styles.entry} href={ROUTES.logout} onClick={() => onMenuClick(0, 'Sign out', ROUTES.logout)}>
          Sign out
        </a>
      </li>
    ) : null;

  return (
    <div ref={panelRef} className={styles.panel} {...prefetch}>
      {root ? (
        <div className={styles.body} data-open-level={level}>
          <div className={styles.columns} onKeyDown={onKeyDown}>
            {columns.map((parent, at) => (
              <MenuColumn
                key={parent.id}
                level={at}
                parent={parent}
                openChildId={columns[at + 1]?.id}
                columnId={columnId}
                onSubMenu={onSubMenuClick}
                onLink={onMenuClick}
                extra={at === 0 ? signOut : null}
              />
            ))}
          </div>
          <MenuAside
            content={content}
            level={level}
            rootCategory={state.rootCategory}
            fragmentKey={fragmentKeyFor(columns)}
            path={columns.map((item) => item.id)}
          />
        </div>
      ) : failed ? (
        <MenuFailure />
      ) : (
        <MenuLoading />
      )}
      <button type="button" className={styles.close} onClick={menu.closeFromButton}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" />
        </svg>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>
    </div>
  );
}
