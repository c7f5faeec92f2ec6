import { Suspense, useCallback, useEffect } from 'react';
import { useLoadMenus } from '../../navigation/navigation-loader.tsx';
import { useIntent } from '../../navigation/use-intent.ts';
import { useWarmUp } from '../../navigation/use-warm-up.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { popoverClass } from '../../ui/popover-disclosure.ts';
import { retryableLazy, useLazyPieceOnIntent } from '../../ui/use-lazy-piece.ts';
import { MegaMenuPanel } from './mega-menu-panel.tsx';
import type { MenuAsideProps } from './menu-aside.tsx';
import { useMegaMenu } from './use-mega-menu.ts';
import styles from './groceries-menu.module.css';

const lazyAside = retryableLazy(
  () => import(/* webpackChunkName: "mega-menu" */ './menu-aside.tsx'),
  (module) => module.MenuAside,
);

/**
 * The desktop Groceries mega menu (spec sections 2 and 4), following the
 * WAI-ARIA disclosure navigation pattern: a button that shows and hides a
 * panel of links and sub-menu buttons. The nav row (and this menu) is hidden
 * below 992 px.
 *
 * One element from the server's HTML to the live header (decision 064): the
 * server draws the button and, in its popover, the panel with the first
 * column, which the browser opens before any script; the live header hydrates
 * both as drawn and drives the same popover (`useMegaMenu`). Once the shopper
 * heads for the button (100 ms of pointer or focus, spec section 9), the page
 * is idle, or the menu opens, the whole taxonomy, the middle mega menu content
 * and the content's chunk load, and the live header fills the deeper columns
 * and the content into that same panel. An open the shopper makes live moves
 * focus to "Shop all Groceries"; the panel floats below the nav row at a set
 * height, so nothing moves when it opens or its content arrives.
 */
export function GroceriesMenu() {
  const menu = useMegaMenu();
  const { isOpen, rootRef, buttonRef, onRootKeyDown, onRootBlur, button, popover } = menu;
  const {
    Piece: Aside,
    fail: asideFailed,
    wanted,
    want,
  } = useLazyPieceOnIntent(lazyAside, { message: 'The Groceries menu failed to load', code: 'mega_menu_failed' });
  const loadMenus = useLoadMenus();
  const prepare = useCallback(() => {
    void lazyAside.preload();
    loadMenus();
    want();
  }, [loadMenus, want]);
  const intent = useIntent(prepare);
  useWarmUp(buttonRef, prepare);
  useEffect(() => {
    if (isOpen) prepare();
  }, [isOpen, prepare]);

  return (
    <nav
      ref={rootRef}
      aria-label="Groceries menu"
      className={styles.menu}
      data-state={isOpen ? 'open' : 'closed'}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
    >
      <button {...button} className={styles.button} {...intent}>
        Groceries
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" />
        </svg>
      </button>
      <div {...popover} className={popoverClass(styles.popover)}>
        <MegaMenuPanel
          popoverId={popover.id}
          state={menu.state}
          actions={menu.actions}
          opensLive={menu.opensLive}
          aside={
            wanted
              ? (props: MenuAsideProps) => (
                  <ErrorBoundary fallback={null} onError={asideFailed}>
                    <Suspense fallback={null}>
                      <Aside {...props} />
                    </Suspense>
                  </ErrorBoundary>
                )
              : null
          }
        />
      </div>
    </nav>
  );
}
