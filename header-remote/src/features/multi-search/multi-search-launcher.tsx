import { useAtom } from 'jotai';
import { Suspense, useRef } from 'react';
import { multiSearchOpenAtom } from '../../navigation/multi-search-opening.ts';
import { useIntent } from '../../navigation/use-intent.ts';
import { useWarmUp } from '../../navigation/use-warm-up.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPieceOnIntent } from '../../ui/use-lazy-piece.ts';
import styles from './multi-search-launcher.module.css';

const loadDialog = () => import(/* webpackChunkName: "multi-search" */ './multi-search-dialog.tsx');

const lazyDialog = retryableLazy(loadDialog, (module) => module.MultiSearchDialog);

/** Starts fetching the modal once the shopper heads for the button (pointer or focus resting 100 ms, spec section 9). */
const preload = lazyDialog.preload;

/**
 * Before the header is live (mount.tsx): a shopper who pressed (so focused) the server's
 * Multi-search button has the modal asked for beside the header's code, so the press is answered
 * with the modal at once when the header is live.
 */
export function preloadMultiSearchIfFocused(focused: Element): void {
  if (focused.hasAttribute('data-multi-search-launcher')) preload();
}

/**
 * The "Multi-search" button. It is all the closed header carries of the
 * feature: the modal loads on intent or first use, and the stored list is
 * read only when it opens. The button needs script, so without it the
 * button is not shown (its CSS). If it fails to load or render, the
 * failure is reported and the button still works: the next press tries again.
 * Where the masthead hides the button (below sm, 544px), the mobile menu opens
 * the same dialog through `multiSearchOpenAtom`, which loads it too.
 */
export function MultiSearchLauncher() {
  const [isOpen, setOpen] = useAtom(multiSearchOpenAtom);
  const {
    Piece: Dialog,
    fail,
    wanted,
    want,
  } = useLazyPieceOnIntent(lazyDialog, { message: 'Multi-search failed to load', code: 'multi_search_failed' }, () =>
    setOpen(false),
  );
  const intent = useIntent(preload);
  const button = useRef<HTMLButtonElement>(null);
  useWarmUp(button, preload);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        // What tells this button apart in the server's HTML (preloadMultiSearchIfFocused).
        data-multi-search-launcher=""
        {...intent}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        Multi-search
      </button>
      {wanted || isOpen ? (
        <ErrorBoundary fallback={null} onError={fail}>
          {/* While it loads the button stays as it was, and pressing it again is harmless. */}
          <Suspense fallback={null}>
            <Dialog isOpen={isOpen} onRequestClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
