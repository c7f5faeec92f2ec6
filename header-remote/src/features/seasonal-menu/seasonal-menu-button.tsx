import { useAtomValue } from 'jotai';
import { Suspense, useId } from 'react';
import { seasonalMenuAtom, type SeasonalMenu } from '../../navigation/navigation-state.ts';
import { useIntent } from '../../navigation/use-intent.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { retryableLazy, useLazyPieceOnIntent } from '../../ui/use-lazy-piece.ts';
import { useDisclosure } from '../../ui/use-disclosure.ts';
import { shopAllUrl } from '../../navigation/seasonal-shop-all-url.ts';
import { NoScriptForm } from '../../ui/no-script-form.tsx';
import styles from './seasonal-menu.module.css';

const loadPanel = () => import(/* webpackChunkName: "seasonal-menu" */ './seasonal-menu-panel.tsx');

const lazyPanel = retryableLazy(loadPanel, (module) => module.SeasonalMenuPanel);

/**
 * The nav row's seasonal menu (spec sections 2 and 5): only when the seasonal
 * content has a page title and a location (`seasonalMenuFrom`). While it loads,
 * when it is absent and when it failed, nothing renders and no room is kept:
 * the nav row has a fixed height, so the button appearing moves nothing.
 */
export function SeasonalMenuButton() {
  const seasonal = useAtomValue(seasonalMenuAtom);
  if (seasonal.status !== 'loaded' || seasonal.value === null) return null;
  return <SeasonalMenuDisclosure menu={seasonal.value} />;
}

/**
 * A disclosure button named by the season ("Christmas") and its panel, which
 * floats over the page below the nav row. The panel's code (and the content
 * renderer it pulls in) loads once the pointer or focus has rested on the
 * button for 100 ms (spec section 9), or on the press. Before any script
 * runs, the button submits a GET form to the season's "Shop all" page.
 */
function SeasonalMenuDisclosure({ menu }: { readonly menu: SeasonalMenu }) {
  const disclosure = useDisclosure();
  const { isOpen, rootRef, buttonRef } = disclosure;
  const panelId = useId();
  // The panel could not load: it closes, and the next try loads it afresh.
  const {
    Piece: Panel,
    fail: panelFailed,
    wanted,
    want,
  } = useLazyPieceOnIntent(
    lazyPanel,
    { message: 'The seasonal menu failed to load', code: 'seasonal_menu_failed' },
    disclosure.close,
  );
  const intent = useIntent(want);

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      data-state={isOpen ? 'open' : 'closed'}
      onKeyDown={disclosure.onRootKeyDown}
      onBlur={disclosure.onRootBlur}
    >
      {/* Without script the button goes to the season's page; with it, the press opens the panel instead. */}
      <NoScriptForm action={shopAllUrl(menu.title)}>
        <button
          ref={buttonRef}
          type="submit"
          className={styles.button}
          aria-expanded={isOpen}
          aria-controls={panelId}
          {...intent}
          onClick={(event) => {
            event.preventDefault();
            want();
            disclosure.toggle();
          }}
        >
          {menu.title}
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </NoScriptForm>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        {wanted || isOpen ? (
          <ErrorBoundary fallback={null} onError={panelFailed}>
            <Suspense fallback={<Spinner size="medium" label={`Loading ${menu.title}`} />}>
              <Panel menu={menu} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
    </div>
  );
}
