import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { amendingOrderAtom } from './amend-bar-state.ts';

const loadPinnedBar = () => import(/* webpackChunkName: "amend-bar" */ './pinned-amend-bar.tsx');

/** A fresh lazy component: React keeps a failed load's error, so a retry needs a new one. */
const lazyPinnedBar = () => lazy(() => loadPinnedBar().then((module) => ({ default: module.PinnedAmendBar })));

/**
 * The amend-order pin bar (spec sections 2 and 4): behind the site-pin-bar
 * flag, it shows while the trolley is amending an order that has a slot.
 * Only this gate is in the closed header: it decides from the shopping atoms,
 * and the bar (its words, dates and styles) loads only when it is to show.
 */
export function AmendBar() {
  const { props, logger, emit } = useHeaderConfig();
  const order = useAtomValue(amendingOrderAtom);
  const [PinnedBar, setPinnedBar] = useState(lazyPinnedBar);
  if (!props.features.sitePinBar || !order) return null;

  // No bar, then: the page works without it; the next time it is to show, it loads afresh.
  const failed = (error: unknown) => {
    logger.error('The amend bar failed to load', { error: String(error) });
    emit('header_error', { code: 'amend_bar_failed', message: String(error) });
    setPinnedBar(lazyPinnedBar);
  };

  return (
    <ErrorBoundary fallback={null} onError={failed}>
      <Suspense fallback={null}>
        <PinnedBar order={order} />
      </Suspense>
    </ErrorBoundary>
  );
}
