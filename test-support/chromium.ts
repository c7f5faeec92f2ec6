/**
 * The Chromium the tests drive (the end-to-end suite, the header's browser-mode tests): Debian's
 * chromium-headless-shell, the same Blink and V8 as the full browser without its window machinery,
 * as Playwright itself runs headless tests. Measured on the 2-core machine (2026-11-26): the whole
 * end-to-end suite in 5.6 min and 622 core-seconds, against about 17 min with /usr/bin/chromium.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Every Chromium the project starts (tests and bench): no sandbox, GPU or work of the browser's own in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
