import { lazy, Suspense, useState } from 'react';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import styles from './multi-search-launcher.module.css';

const loadDialog = () => import(/* webpackChunkName: "multi-search" */ './multi-search-dialog.tsx');

/** A fresh lazy component: React keeps a failed load's error, so a retry needs a new one. */
const lazyDialog = () => lazy(() => loadDialog().then((module) => ({ default: module.MultiSearchDialog })));

/** Starts fetching the modal as soon as the shopper heads for the button. */
const preload = () => void loadDialog().catch(() => {});

/**
 * The "Multi-search" button. It is all the closed header carries of the
 * feature: the modal loads on first use. If it fails to load or render, the
 * failure is reported and the button still works: the next press tries again.
 */
export function MultiSearchLauncher() {
  const { logger, emit } = useHeaderConfig();
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [Dialog, setDialog] = useState(lazyDialog);

  const fail = (error: unknown) => {
    logger.error('Multi-search failed to load', { error: String(error) });
    emit('header_error', { code: 'multi_search_failed', message: String(error) });
    setOpen(false);
    setWanted(false);
    setDialog(lazyDialog);
  };

  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Multi-search
      </button>
      {wanted ? (
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
