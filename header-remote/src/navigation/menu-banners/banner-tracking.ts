import type { BannerAd } from '@grocer/shared-contracts/domain';
import { contentImageSrc } from '../../content/links/content-href.ts';

/**
 * Tracking URLs are paths on the banners service (or absolute http(s) URLs):
 * resolved against its base, and anything else (javascript:, data:, relative
 * paths) left out, like any other untrusted link.
 */
export function trackingUrls(urls: readonly string[], base: string): string[] {
  return urls.flatMap((url) => contentImageSrc(url, base) ?? []);
}

/** Tells the ad service: a beacon, which outlives the page a click leaves, or else a keepalive POST. */
export function sendTracking(urls: readonly string[]): void {
  for (const url of urls) {
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url);
    if (queued) continue;
    fetch(url, { method: 'POST', keepalive: true, mode: 'no-cors', credentials: 'include' }).catch(() => {
      // Tracking is best effort: a failure must not touch the menu.
    });
  }
}

/** The data of the `impression` and `click` analytics events (spec section 7). */
export function adEventData(ad: BannerAd, urls: readonly string[]) {
  return { sponsorshipId: ad.id, trackingUrls: urls.join(' '), vendor: ad.tracking.vendor };
}
