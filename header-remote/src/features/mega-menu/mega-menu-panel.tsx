import { useAtomValue } from 'jotai';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import { menuEntries, type MenuEntry } from '../../navigation/menu-top.ts';
import { menuTopAtom, taxonomyAtom } from '../../navigation/navigation-state.ts';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { columnAt, columnItems, focusTarget, moveWithinColumn, type FocusRequest } from './column-focus.ts';
import { useLinkPrefetch } from '../../navigation/use-link-prefetch.ts';
import { useMenuClick } from '../../navigation/use-menu-click.ts';
import type { MenuAsideProps } from './menu-aside.tsx';
import { MenuColumn, type Column } from './menu-column.tsx';
import { MenuFailure, MenuLoading } from './menu-status.tsx';
import { fragmentKeyFor, openColumns } from './open-columns.ts';
import type { MegaMenuState } from '../../navigation/menu-history.ts';
import type { MegaMenuActions } from './use-mega-menu.ts';
import styles from './mega-menu-panel.module.css';

/** Before anything is asked for (the server had no taxonomy): the Groceries page, as a link. */
const SHOP_ALL_ONLY: Column = { id: GROCERIES_ROOT_ID, name: 'Groceries', url: ROUTES.groceriesHome, entries: [] };

type Props = {
  /** The popover's id, which the close button names. */
  readonly popoverId: string;
  readonly state: MegaMenuState;
  readonly actions: MegaMenuActions;
  /** Counts the opens the shopper made live: each moves focus to the first item, once that is there. */
  readonly opensLive: number;
  /** Draws the content and banners beside the columns, a piece of their own; null until they are wanted. */
  readonly aside: ((props: MenuAsideProps) => ReactNode) | null;
};

/**
 * The Groceries mega menu's panel: its columns side by side (departments,
 * groups, aisles), the content beside them, and the close button. The server
 * draws it closed, in the button's popover, with the first column from its
 * state (`menuTopAtom`); the live header hydrates it as drawn, then opens the
 * deeper columns from the whole taxonomy once that is in, and the content
 * beside them from a chunk of its own.
 *
 * Keyboard (on top of Tab): ArrowDown/ArrowUp, Home and End move within a
 * column; ArrowRight opens a sub-menu and moves into it; ArrowLeft goes back
 * a column, closing the one it leaves.
 */
export function MegaMenuPanel({ popoverId, state, actions: menu, opensLive, aside }: Props) {
  const track = useMenuClick();
  const onMenuClick = (level: number, name: string, path: string) => track({ level, name, path });
  const top = useAtomValue(menuTopAtom);
  const taxonomy = useAtomValue(taxonomyAtom);
  const auth = useAtomValue(authStateAtom);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusRequest | null>(null);
  const prefetch = useLinkPrefetch();
  const baseId = useId();
  const columnId = (level: number) => `${baseId}-column-${level}`;

  const groceries = top.status === 'loaded' ? top.value.groceries : null;
  const failed = top.status === 'error' || (top.status === 'loaded' && !groceries);
  const ready = top.status === 'loaded' || failed;
  // The sub-menus open from the whole taxonomy: the first level is all the server's state has.
  const root = taxonomy.status === 'loaded' ? taxonomy.value.find((item) => item.id === state.rootCategory) : undefined;
  const opened = root ? openColumns(root, state.path) : [];
  const columns: Column[] = groceries
    ? [
        { id: groceries.id, name: groceries.name, url: groceries.url, entries: groceries.children },
        ...opened.slice(1).map((item, at) => ({
          id: item.id,
          name: item.name,
          url: item.url,
          entries: menuEntries(item, at + 2),
        })),
      ]
    : top.status === 'idle'
      ? [SHOP_ALL_ONLY]
      : [];
  // A sub-menu asked for before the whole taxonomy is in: its column holds its place (so nothing beside it moves when it comes).
  const waitingFor = groceries && !root && state.path.length > 1 ? state.path[1] : undefined;
  const level = waitingFor === undefined ? Math.max(columns.length - 1, 0) : 1;
  const openChildIdOf = (at: number) => columns[at + 1]?.id ?? (at === 0 ? waitingFor : undefined);

  // Not when the browser opened it before the header was live: the shopper's focus stays where it is.
  useLayoutEffect(() => {
    if (opensLive > 0) pendingFocus.current = { level: 0 };
  }, [opensLive]);

  // After every render: the focus asked for lands once its column is there (the taxonomy may still be loading).
  useLayoutEffect(() => {
    const request = pendingFocus.current;
    if (!request || !ready) return;
    const target = failed
      ? panelRef.current?.querySelector<HTMLElement>('a[href]')
      : focusTarget(panelRef.current, request);
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const openSubMenu = (from: number, id: string) => {
    pendingFocus.current = { level: from + 1 };
    menu.push(from, id);
  };

  const onSubMenuClick = (from: number, entry: MenuEntry) => {
    onMenuClick(from, entry.name, entry.url);
    if (openChildIdOf(from) === entry.id) menu.backTo(from);
    else openSubMenu(from, entry.id);
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
      const entry = id === undefined ? undefined : columns[from]?.entries.find((child) => child.id === id);
      if (entry && openChildIdOf(from) !== entry.id) openSubMenu(from, entry.id);
      else if (entry || columns[from + 1]) columnItems(columnAt(panelRef.current, from + 1))[0]?.focus();
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
      {columns.length > 0 ? (
        <div className={styles.body}>
          <div className={styles.columns} onKeyDown={onKeyDown}>
            {columns.map((column, at) => (
              <MenuColumn
                key={column.id}
                level={at}
                column={column}
                openChildId={openChildIdOf(at)}
                columnId={columnId}
                onSubMenu={onSubMenuClick}
                onLink={onMenuClick}
                extra={at === 0 ? signOut : null}
              />
            ))}
            {waitingFor === undefined ? null : (
              <div id={columnId(1)} className={styles.column} data-level={1}>
                {taxonomy.status === 'error' ? <MenuFailure /> : <MenuLoading />}
              </div>
            )}
          </div>
          {aside?.({
            level,
            rootCategory: state.rootCategory,
            fragmentKey: fragmentKeyFor(opened),
            path: waitingFor === undefined ? columns.map((column) => column.id) : state.path,
          })}
        </div>
      ) : failed ? (
        <MenuFailure />
      ) : (
        <MenuLoading />
      )}
      <button
        type="button"
        className={styles.close}
        // Before the header's script the browser closes it; live, the menu's own rule does (spec section 4).
        popoverTarget={popoverId}
        popoverTargetAction="hide"
        onClick={(event) => {
          event.preventDefault();
          menu.closeFromButton();
        }}
      >
        <svg
          viewBox="0 0 16 16"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3 3l10 10M13 3L3 13" />
        </svg>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>
    </div>
  );
}
