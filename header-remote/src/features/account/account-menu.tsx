import { Suspense, useId } from 'react';
import { ROUTES } from '@grocer/shared-contracts/domain';
import { useWarmUp } from '../../navigation/use-warm-up.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPieceOnIntent } from '../../ui/use-lazy-piece.ts';
import { AccountIcon, ChevronIcon } from './account-icons.tsx';
import { useMenuDisclosure } from './use-menu-disclosure.ts';
import links from './account-links.module.css';
import { NoScriptForm } from '../../ui/no-script-form.tsx';
import styles from './account-menu.module.css';

const loadPanel = () => import(/* webpackChunkName: "account-menu" */ './account-menu-panel.tsx');

const lazyPanel = retryableLazy(loadPanel, (module) => module.AccountMenuPanel);

/** The panel's code, in hand before the first press; a failed preload is reported when the panel renders. */
const preloadPanel = () => void loadPanel().catch(() => {});

/**
 * The "My account" dropdown, a disclosure of links. Below 992px the button
 * is an account icon (its name stays "My account") opening the same panel.
 * The panel's items load when the shopper heads for the button (pointer or
 * focus), so they are usually there by the time it opens; the panel floats
 * over the page, so nothing moves when they arrive.
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

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      data-state={isOpen ? 'open' : 'closed'}
      onKeyDown={disclosure.onRootKeyDown}
      onBlur={disclosure.onRootBlur}
    >
      {/* Without script the button goes to the account page; with it, the press opens the menu instead. */}
      <NoScriptForm action={ROUTES.myAccount}>
        <button
          ref={buttonRef}
          type="submit"
          className={links.item}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onPointerEnter={want}
          onFocus={want}
          onClick={(event) => {
            event.preventDefault();
            want();
            disclosure.toggle();
          }}
          onKeyDown={disclosure.onButtonKeyDown}
        >
          <AccountIcon className={links.icon} />
          <span className={links.label}>
            My account
            <ChevronIcon className={styles.chevron} />
          </span>
        </button>
      </NoScriptForm>
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
