import { Suspense, useState } from 'react';
import { useIsClient } from '../../lib/use-is-client.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { retryableLazy, useLazyPiece } from '../../ui/use-lazy-piece.ts';
import { APP_BANNER_FAILURE, appBannerPlatform } from './app-banner-rule.ts';
// Its lazy piece's styles come with the closed header: the server renders the piece, and its HTML
// must be styled before the piece's script arrives (a late stylesheet would move the page).
import './app-banner.module.css';

const loadCard = () => import(/* webpackChunkName: "app-banner" */ './app-banner-card.tsx');

const lazyCard = retryableLazy(loadCard, (module) => module.AppBannerCard);

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
  const [dismissed, setDismissed] = useState(false);
  // No banner, then: nothing depends on it; the next render that wants it loads afresh.
  const [Card, failed] = useLazyPiece(lazyCard, APP_BANNER_FAILURE);
  // The user agent and the dismissal cookie are the browser's: the server renders no banner.
  const isClient = useIsClient();
  const platform = dismissed || !isClient ? null : appBannerPlatform(userAgent, document.cookie);
  if (!platform) return null;

  return (
    <ErrorBoundary fallback={null} onError={failed}>
      <Suspense fallback={null}>
        <Card platform={platform} onDismissed={() => setDismissed(true)} />
      </Suspense>
    </ErrorBoundary>
  );
}
