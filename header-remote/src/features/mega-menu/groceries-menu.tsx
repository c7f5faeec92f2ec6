import { Activity, Suspense, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts';
import { useLoadMenus } from '../../navigation/navigation-loader.tsx';
import { menuContentAtom, taxonomyAtom } from '../../navigation/navigation-state.ts';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { useIntent } from '../../navigation/use-intent.ts';
import { useWarmUp } from '../../navigation/use-warm-up.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPiece } from '../../ui/use-lazy-piece.ts';
import { MenuFailure, MenuLoading } from './menu-status.tsx';
import { useMegaMenu } from './use-mega-menu.ts';
import { ServerDrawnControl, useBeforeScriptPopover } from '../../ui/before-script-popover.tsx';
import { FirstLevelBeforeScript } from './first-level-before-script.tsx';
import styles from './groceries-menu.module.css';

const loadPanel = () => import(/* webpackChunkName: "mega-menu" */ './mega-menu-panel.tsx');

const lazyPanel = retryableLazy(loadPanel, (module) => module.MegaMenuPanel);

/**
 * The desktop Groceries mega menu (spec sections 2 and 4), following the
 * WAI-ARIA disclosure navigation pattern: a button that shows and hides a
 * panel of links and sub-menu buttons. Only the button is in the closed
 * header's JavaScript; the columns, content and banners load on first use,
 * and the panel floats below the nav row, so nothing moves when it opens or
 * its content arrives. The nav row (and this menu) is hidden below 992 px.
 *
 * Nothing of the open menu is fetched with the page: the panel's code, the
 * taxonomy and the menu content load once the pointer or focus has rested on
 * the button for 100 ms (spec section 9), or on the press. Before any script
 * runs, the button of a server-rendered header opens the first level the
 * server drew (`FirstLevelBeforeScript`); in a browser's own render, where
 * the script is there from the first paint, it is the submit button of a GET
 * form to the Groceries page.
 *
 * Once the panel's code and the taxonomy are here (the idle warm-up or an
 * intent), the closed panel is rendered hidden, in React's `Activity`, at
 * idle priority: the first open only shows it and moves focus, instead of
 * building its 190 elements inside the press. A closed menu and a
 * first open draw the same columns, so nothing changes when it is shown. What
 * the panel shows of the store comes as props from here, where the store is
 * always listened to: a hidden panel's own subscriptions are off.
 */
export function GroceriesMenu() {
  const { state, actions, rootRef, buttonRef, toggle, onRootKeyDown, onRootBlur } = useMegaMenu();
  const panelId = useId();
  const [failed, setFailed] = useState(false);
  const [Panel, panelFailed] = useLazyPiece(
    lazyPanel,
    { message: 'The Groceries menu failed to load', code: 'mega_menu_failed' },
    () => setFailed(true),
  );
  const loadMenus = useLoadMenus();
  const [panelLoaded, setPanelLoaded] = useState(false);
  const prepare = () => {
    void lazyPanel.preload().then(setPanelLoaded);
    loadMenus();
  };
  // Read here, outside the Activity, and handed to the panel: see its props.
  const taxonomy = useAtomValue(taxonomyAtom);
  const auth = useAtomValue(authStateAtom);
  const content = useAtomValue(menuContentAtom);
  const keptHidden = panelLoaded && taxonomy.status === 'loaded' && !failed;
  const intent = useIntent(prepare);
  useWarmUp(buttonRef, prepare);
  const beforeScript = useBeforeScriptPopover(state.isOpen);

  const button = (
    <button
      ref={buttonRef}
      {...beforeScript.button}
      className={styles.button}
      aria-controls={panelId}
      {...intent}
      onClick={beforeScript.onPress(() => {
        prepare();
        setFailed(false);
        toggle();
      })}
    >
      Groceries
      <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 6l5 5 5-5" />
      </svg>
    </button>
  );

  return (
    <nav
      ref={rootRef}
      aria-label="Groceries menu"
      className={styles.menu}
      data-state={state.isOpen ? 'open' : 'closed'}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
    >
      <ServerDrawnControl
        control={beforeScript}
        button={button}
        noScriptAction={ROUTES.groceriesHome}
        className={styles.firstLevel}
      >
        <FirstLevelBeforeScript />
      </ServerDrawnControl>
      <div id={panelId} className={styles.panel} hidden={!state.isOpen}>
        {failed && state.isOpen ? (
          <MenuFailure onClose={actions.closeFromButton} />
        ) : state.isOpen || keptHidden ? (
          <Activity mode={state.isOpen ? 'visible' : 'hidden'}>
            <ErrorBoundary fallback={<MenuFailure onClose={actions.closeFromButton} />} onError={panelFailed}>
              <Suspense fallback={<MenuLoading />}>
                <Panel state={state} actions={actions} taxonomy={taxonomy} auth={auth} content={content} />
              </Suspense>
            </ErrorBoundary>
          </Activity>
        ) : null}
      </div>
    </nav>
  );
}
