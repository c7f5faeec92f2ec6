import { Suspense, useId } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { useWarmUp } from '../../navigation/use-warm-up.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPieceOnIntent } from '../../ui/use-lazy-piece.ts';
import { AccountIcon, ChevronIcon } from './account-icons.tsx';
import { useMenuDisclosure } from './use-menu-disclosure.ts';
import links from './account-links.module.css';
import { ServerDrawnControl, useBeforeScriptPopover } from '../../ui/before-script-popover.tsx';
import { AccountLinksBeforeScript } from './account-links-before-script.tsx';
import styles from './account-menu.module.css';

const loadPanel = () => import(/* webpackChunkName: "account-menu" */ './account-menu-panel.tsx');

const lazyPanel = retryableLazy(loadPanel, (module) => module.AccountMenuPanel);

/** The panel's code, in hand before the first press; a failed preload is reported when the panel renders. */
const preloadPanel = lazyPanel.preload;

/**
 * The "My account" dropdown, a disclosure of links. Below 992px the button
 * is an account icon (its name stays "My account") opening the same panel.
 * The panel's items load when the shopper heads for the button (pointer or
 * focus), so they are usually there by the time it opens; the panel floats
 * over the page, so nothing moves when they arrive. Before the header's script,
 * the button of a server-rendered header opens the items the server drew
 * (`AccountLinksBeforeScript`); in a browser's own render it is the submit
 * button of a GET form to the account page.
 */
export function AccountMenu() {
  const disclosure = useMenuDisclosure();
  const { isOpen, isReady, rootRef, buttonRef, panelRef } = disclosure;
  useWarmUp(buttonRef, preloadPanel);
  const panelId = useId();
  // The items could not load: the menu closes, and the next try loads them afresh.
  const {
    Piece: Panel,
    fail: panelFailed,
    wanted,
    want,
  } = useLazyPieceOnIntent(
    lazyPanel,
    { message: 'The My account menu failed to load', code: 'account_menu_failed' },
    disclosure.close,
  );

  const beforeScript = useBeforeScriptPopover(isOpen);
  const button = (
    <button
      ref={buttonRef}
      {...beforeScript.button}
      className={links.item}
      aria-controls={panelId}
      onPointerEnter={want}
      onFocus={want}
      onClick={beforeScript.onPress(() => {
        want();
        disclosure.toggle();
      })}
      onKeyDown={disclosure.onButtonKeyDown}
    >
      <AccountIcon className={links.icon} />
      <span className={links.label}>
        My account
        <ChevronIcon className={styles.chevron} />
      </span>
    </button>
  );

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      data-state={isOpen ? 'open' : 'closed'}
      onKeyDown={disclosure.onRootKeyDown}
      onBlur={disclosure.onRootBlur}
    >
      <ServerDrawnControl
        control={beforeScript}
        button={button}
        noScriptAction={ROUTES.myAccount}
        className={styles.beforeScript}
      >
        <AccountLinksBeforeScript />
      </ServerDrawnControl>
      <div ref={panelRef} id={panelId} className={styles.panelSlot} hidden={!isOpen || !isReady}>
        {wanted || isOpen ? (
          <ErrorBoundary fallback={null} onError={panelFailed}>
            <Suspense fallback={null}>
              <Panel onReady={disclosure.onPanelReady} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
    </div>
  );
}
