import { CONSENT_COOKIES, consentFromCookies, type ConsentFlags } from '@grocer/shared-contracts';
import { readCookie } from './cookies.ts';

/**
 * The shopper's consent as the cookies say right now. Read on every use, not
 * once: a shopper can change their choice in the banner without a reload.
 */
export function readConsent(source: string = document.cookie): ConsentFlags {
  return consentFromCookies({
    overall: readCookie(CONSENT_COOKIES.overall, source),
    functional: readCookie(CONSENT_COOKIES.functional, source),
    analytics: readCookie(CONSENT_COOKIES.analytics, source),
    advertising: readCookie(CONSENT_COOKIES.advertising, source),
  });
}
