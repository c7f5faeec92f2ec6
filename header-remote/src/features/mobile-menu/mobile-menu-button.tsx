import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { useLoadMenus } from '../../navigation/navigation-loader.tsx';
import { useIntent } from '../../navigation/use-intent.ts';
import { useWarmUp } from '../../navigation/use-warm-up.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPieceOnIntent } from '../../ui/use-lazy-piece.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { ServerDrawnControl, useBeforeScriptPopover } from '../../ui/before-script-popover.tsx';
import { MenuHomeBeforeScript } from './menu-home-before-script.tsx';
import styles from './mobile-menu-button.module.css';

const loadPanel = () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu-panel.tsx');

const lazyPanel = retryableLazy(loadPanel, (module) => module.MobileMenuPanel);

/** A failed preload is reported when the panel renders (useLazyPiece) and tried again on the press. */
const preloadPanel = lazyPanel.preload;

function BurgerIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/**
 * The burger button in the compact masthead (below 992px; hidden above by
 * its CSS). The slide-out menu is a chunk of its own, loaded with the
 * taxonomy once the pointer or focus has rested on the button for 100 ms
 * (spec section 9), or on the first press: the closed header carries only
 * this button. If the chunk cannot load, the menu stays closed,
 * `header_error` `mobile_menu_failed` is sent, and the next press tries again.
 * Before any script runs, the burger of a server-rendered header opens the
 * first level the server drew (`MenuHomeBeforeScript`, a popover the browser
 * opens); in a browser's own render it submits a GET form to the Groceries page.
 */
export function MobileMenuButton() {
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const {
    Piece: Panel,
    fail: panelFailed,
    wanted,
    want,
  } = useLazyPieceOnIntent(lazyPanel, { message: 'The mobile menu failed to load', code: 'mobile_menu_failed' }, close);
  const loadMenus = useLoadMenus();
  const prepare = () => {
    preloadPanel();
    loadMenus();
  };
  const intent = useIntent(prepare);
  useWarmUp(buttonRef, prepare);

  const beforeScript = useBeforeScriptPopover(isOpen);
  const burger = (
    <button
      ref={buttonRef}
      {...beforeScript.button}
      className={styles.burger}
      // The menu is a dialog, and exists only while open: closed, aria-controls would name nothing.
      aria-haspopup="dialog"
      aria-controls={isOpen ? panelId : undefined}
      {...intent}
      onClick={beforeScript.onPress(() => {
        loadMenus();
        want();
        setOpen(true);
      })}
    >
      <BurgerIcon />
      <VisuallyHidden>Menu</VisuallyHidden>
    </button>
  );

  return (
    <>
      <ServerDrawnControl
        control={beforeScript}
        button={burger}
        noScriptAction={ROUTES.groceriesHome}
        className={styles.beforeScript}
      >
        <MenuHomeBeforeScript id={beforeScript.id} />
      </ServerDrawnControl>
      {wanted ? (
        <ErrorBoundary fallback={null} onError={panelFailed}>
          <Suspense fallback={null}>
            <Panel id={panelId} isOpen={isOpen} onClose={close} returnFocusRef={buttonRef} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
