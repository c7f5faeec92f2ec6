import { readCookie } from '../../lib/cookies.ts';
import type { LazyPieceFailure } from '../../ui/use-lazy-piece.ts';

/** Set for a year when the shopper dismisses the banner (spec sections 3 and 9). */
export const APP_BANNER_DISMISSED_COOKIE = 'app-banner-dismissed';
/** One year, in seconds: the spec's dismissal lifetime. */
export const APP_BANNER_DISMISSAL_MAX_AGE = 365 * 24 * 60 * 60;
/**
 * The native apps' web views add this token to their user agent (`FernleafApp/<version>`);
 * a shopper already in the app is never asked to install it.
 */
export const NATIVE_APP_USER_AGENT_TOKEN = 'FernleafApp/';

export type AppStorePlatform = 'android' | 'ios';

/** What a banner that did not load reports. */
export const APP_BANNER_FAILURE: LazyPieceFailure = {
  message: 'The app banner failed to load',
  code: 'app_banner_failed',
};

/**
 * Other browsers and in-app web views on iOS that also say "Version/… Safari/":
 * Safari shows its own smart app banner, these do not.
 */
const NOT_SAFARI_ON_IOS =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|Ddg\/|GSA\/|FBAN|FBAV|Instagram|Snapchat|LinkedInApp|Pinterest|Twitter/;

/**
 * Which store to offer, or null for no banner (spec section 4): Android, and
 * iOS outside Safari; never inside the native app; never once dismissed.
 * iPadOS Safari poses as a Mac, so it counts as a desktop: no banner.
 */
export function appBannerPlatform(userAgent: string, cookies: string): AppStorePlatform | null {
  if (readCookie(APP_BANNER_DISMISSED_COOKIE, cookies) === 'true') return null;
  if (userAgent.includes(NATIVE_APP_USER_AGENT_TOKEN)) return null;
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/.test(userAgent) && !isSafari(userAgent)) return 'ios';
  return null;
}

export function shouldShowAppBanner(userAgent: string, cookies: string): boolean {
  return appBannerPlatform(userAgent, cookies) !== null;
}

/**
 * Safari alone sends "Version/x" and, after it, "Safari/y"; web views send
 * neither, other browsers add their own token. Found with indexOf rather
 * than `/Version\/[\d.].*Safari\//`, which rescans to the end from every
 * "Version/" and goes quadratic on a long agent string.
 */
function isSafari(userAgent: string): boolean {
  const version = /Version\/[\d.]/.exec(userAgent);
  if (version === null || !userAgent.includes('Safari/', version.index + version[0].length)) return false;
  return !NOT_SAFARI_ON_IOS.test(userAgent);
}
