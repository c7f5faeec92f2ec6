/** Debian's Chromium, driven by Playwright and by Lighthouse with the same flags the end-to-end tests use. */
import { chromium, type Browser } from 'playwright-core';
import { spkiHash } from '../../../scripts/production-state.ts';
import { CHROMIUM_FLAGS } from '../../../test-support/chromium.ts';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export { CHROMIUM_FLAGS };

/** How much the parts that time the page in Playwright slow its CPU: a mid-range phone (Lighthouse's mobile setting). */
export const CPU_THROTTLING = 4;

/** The phone Lighthouse's mobile runs emulate (a Moto G Power): its screen and user agent, for the parts that load the page as Lighthouse does. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
} as const;

/**
 * The flags for a browser that loads the production site: it trusts that site's one certificate, by
 * its key, and still refuses every other bad one. None for a site over http.
 */
export const trustFlags = (certificate: string | undefined): string[] =>
  certificate === undefined ? [] : [`--ignore-certificate-errors-spki-list=${spkiHash(certificate)}`];

export function launchChromium(certificate?: string): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...trustFlags(certificate)] });
}
