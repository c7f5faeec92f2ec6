import { useId, useRef, type FocusEvent } from 'react';
import { writeCookie } from '../../lib/cookies.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { APP_BANNER_DISMISSAL_MAX_AGE, APP_BANNER_DISMISSED_COOKIE, type AppStorePlatform } from './app-banner-rule.ts';
import { APP_STORE_LINKS } from './app-store-links.ts';
import styles from './app-banner.module.css';

type AppBannerCardProps = {
  readonly platform: AppStorePlatform;
  readonly onDismissed: () => void;
};

/**
 * The banner itself, loaded by AppBanner only when it is to show: a small
 * card fixed to the bottom of the viewport, out of the header's fixed height,
 * lifted above the AMENDING bar by the height that bar publishes.
 */
export function AppBannerCard({ platform, onDismissed }: AppBannerCardProps) {
  const titleId = useId();
  const store = APP_STORE_LINKS[platform];
  // Where the shopper came from, so dismissing hands focus back there rather than losing it to the page top.
  const cameFrom = useRef<HTMLElement | null>(null);

  const rememberOrigin = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };

  const dismiss = () => {
    writeCookie(APP_BANNER_DISMISSED_COOKIE, 'true', { maxAge: APP_BANNER_DISMISSAL_MAX_AGE });
    if (cameFrom.current?.isConnected) cameFrom.current.focus();
    onDismissed();
  };

  return (
    <section className={styles.card} aria-labelledby={titleId} data-platform={platform} onFocus={rememberOrigin}>
      <p id={titleId} className={styles.title}>
        Get the Fernleaf app
      </p>
      <p className={styles.text}>Shop, book slots and amend orders on the go.</p>
      <div className={styles.actions}>
        <a className={styles.storeLink} href={store.href} target="_blank" rel="noopener noreferrer">
          {store.label} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </a>
        <button type="button" className={styles.dismiss} onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
