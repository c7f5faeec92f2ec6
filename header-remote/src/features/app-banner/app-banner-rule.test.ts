import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_BANNER_DISMISSAL_MAX_AGE,
  APP_BANNER_DISMISSED_COOKIE,
  appBannerPlatform,
  NATIVE_APP_USER_AGENT_TOKEN,
  shouldShowAppBanner,
} from './app-banner-rule.ts';

/** Real user-agent strings, as the browsers send them. */
const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidFacebook:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.48.109;]',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafariOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  iosEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.2478.89 Mobile/15E148 Safari/605.1.15',
  iosDuckDuckGo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 DuckDuckGo/7 Safari/605.1.15',
  iosGoogleApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/311.0.619494519 Mobile/15E148 Safari/604.1',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21E219 [FBAN/FBIOS;FBAV/458.0.0.35.106;FBBV/585960539;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBLC/en_GB;FBOP/5]',
  iosInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91 (iPhone14,5; iOS 17_4; en_GB; en; scale=3.00; 1170x2532; 587431248)',
  iosNativeApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 FernleafApp/5.12.0',
  androidNativeApp:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 FernleafApp/5.12.0',
  ipadOsSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
} as const;

const dismissed = `${APP_BANNER_DISMISSED_COOKIE}=true`;

describe('appBannerPlatform: which store to offer (spec section 4)', () => {
  it.each([
    ['Chrome on Android', UA.androidChrome, 'android'],
    ['Samsung Internet on Android', UA.androidSamsung, 'android'],
    ['Firefox on Android', UA.androidFirefox, 'android'],
    ['Chrome on an Android tablet', UA.androidTablet, 'android'],
    ["Facebook's in-app browser on Android", UA.androidFacebook, 'android'],
    ['Chrome on iOS', UA.iosChrome, 'ios'],
    ['Firefox on iOS', UA.iosFirefox, 'ios'],
    ['Edge on iOS', UA.iosEdge, 'ios'],
    ['DuckDuckGo on iOS', UA.iosDuckDuckGo, 'ios'],
    ['the Google app on iOS', UA.iosGoogleApp, 'ios'],
    ["Facebook's in-app browser on iOS", UA.iosFacebook, 'ios'],
    ["Instagram's in-app browser on iOS", UA.iosInstagram, 'ios'],
    ['Safari on iPhone', UA.iosSafari, null],
    ['Safari on an old iPad', UA.ipadSafariOld, null],
    ['Safari on iPadOS (which poses as a Mac)', UA.ipadOsSafari, null],
    ['the native iOS app', UA.iosNativeApp, null],
    ['the native Android app', UA.androidNativeApp, null],
    ['Chrome on Windows', UA.windowsChrome, null],
    ['Edge on Windows', UA.windowsEdge, null],
    ['Firefox on Linux', UA.linuxFirefox, null],
    ['an empty user agent', '', null],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(appBannerPlatform(userAgent, '')).toBe(expected);
    expect(shouldShowAppBanner(userAgent, '')).toBe(expected !== null);
  });

  it('shows nowhere once dismissed, whatever the other cookies', () => {
    for (const userAgent of Object.values(UA)) {
      expect(shouldShowAppBanner(userAgent, dismissed)).toBe(false);
      expect(shouldShowAppBanner(userAgent, `consent=1; ${dismissed}; branchId=42`)).toBe(false);
    }
  });

  it('still shows when the dismissal cookie was removed or another cookie merely looks like it', () => {
    expect(shouldShowAppBanner(UA.androidChrome, `${APP_BANNER_DISMISSED_COOKIE}=`)).toBe(true);
    expect(shouldShowAppBanner(UA.androidChrome, `old-${APP_BANNER_DISMISSED_COOKIE}=true`)).toBe(true);
  });

  it('keeps a dismissal for one year', () => {
    expect(APP_BANNER_DISMISSAL_MAX_AGE).toBe(31_536_000);
  });
});

/** Cookie strings of other, harmless cookies (names without the dismissal cookie's name). */
const otherCookies = fc.array(
  fc.tuple(fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/), fc.stringMatching(/^[a-zA-Z0-9]{0,8}$/)),
  { maxLength: 4 },
);
const anyUserAgent = fc.oneof(fc.constantFrom(...Object.values(UA)), fc.string());

describe('appBannerPlatform: properties', () => {
  it('never shows once dismissed, for any user agent and any other cookies', () => {
    fc.assert(
      fc.property(anyUserAgent, otherCookies, otherCookies, (userAgent, before, after) => {
        const cookies = [...before.map(([n, v]) => `${n}=${v}`), dismissed, ...after.map(([n, v]) => `${n}=${v}`)];
        expect(shouldShowAppBanner(userAgent, cookies.join('; '))).toBe(false);
      }),
    );
  });

  it('never shows inside the native app, wherever its token sits', () => {
    fc.assert(
      fc.property(anyUserAgent, fc.nat(), fc.stringMatching(/^[0-9.]{0,8}$/), (userAgent, at, version) => {
        const index = at % (userAgent.length + 1);
        const inApp = `${userAgent.slice(0, index)}${NATIVE_APP_USER_AGENT_TOKEN}${version}${userAgent.slice(index)}`;
        expect(shouldShowAppBanner(inApp, '')).toBe(false);
      }),
    );
  });

  it('shows in every Android browser that is not the app, until dismissed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        fc.pre(!`${before}${after}`.includes(NATIVE_APP_USER_AGENT_TOKEN.slice(0, -1)));
        expect(appBannerPlatform(`${before}(Linux; Android 14)${after}`, '')).toBe('android');
      }),
    );
  });
});
