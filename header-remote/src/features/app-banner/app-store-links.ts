import type { AppStorePlatform } from './app-banner-rule.ts';

/** Where each platform's shopper gets the app, and the words for the link. */
export const APP_STORE_LINKS: Readonly<Record<AppStorePlatform, { readonly href: string; readonly label: string }>> = {
  android: {
    href: 'https://play.google.com/store/apps/details?id=com.fernleaf.groceries',
    label: 'Get it on Google Play',
  },
  ios: {
    href: 'https://apps.apple.com/gb/app/fernleaf-groceries/id1234567890',
    label: 'Download on the App Store',
  },
};
