import { lazy, Suspense, useState } from 'react';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { appBannerPlatform } from './app-banner-rule.ts';

const loadCard = () => import(/* webpackChunkName: "app-banner" */ './app-banner-card.tsx');

/** A fresh lazy component: React keeps a failed load's error, so a retry needs a new one. */
const lazyCard = () => lazy(() => loadCard().then((module) => ({ default: module.AppBannerCard })));

const browserUserAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

type AppBannerProps = {
  /** The browser's own by default; stories and tests pass one in. */
  readonly userAgent?: string;
};

/**
 * The mobile app install banner (spec section 4). Only this gate is in the
 * closed header: it applies the rule, and the card (its words, links and
 * styles) loads only when it is to show.
 */
export function AppBanner({ userAgent = browserUserAgent() }: AppBannerProps) {
  const { logger, emit } = useHeaderConfig();
  const [dismissed, setDismissed] = useState(false);
  const [Card, setCard] = useState(lazyCard);
  const platform = dismissed ? null : appBannerPlatform(userAgent, document.cookie);
  if (!platform) return null;

  // No banner, then: nothing depends on it; the next render that wants it loads afresh.
  const failed = (error: unknown) => {
    logger.error('The app banner failed to load', { error: String(error) });
    emit('header_error', { code: 'app_banner_failed', message: String(error) });
    setCard(lazyCard);
  };

  return (
    <ErrorBoundary fallback={null} onError={failed}>
      <Suspense fallback={null}>
        <Card platform={platform} onDismissed={() => setDismissed(true)} />
      </Suspense>
    </ErrorBoundary>
  );
}
