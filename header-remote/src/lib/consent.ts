import { consentFromCookieString, type ConsentFlags } from '@grocer/shared-contracts/domain';

/**
 * The shopper's consent as the cookies say right now. Read on every use, not
 * once: a shopper can change their choice in the banner without a reload.
 */
export function readConsent(source: string = document.cookie): ConsentFlags {
  return consentFromCookieString(source);
}
