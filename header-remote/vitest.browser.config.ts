import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../test-support/chromium.ts';

/**
 * The component tests of what the browser itself does (a modal dialog's focus, Escape, inert page,
 * backdrop), run in Chromium rather than jsdom, which has none of it. Debian's headless shell, as
 * the e2e suite runs it; one page, with no display.
 */
export default defineConfig({
  test: {
    name: 'header-remote-browser',
    include: ['src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['./src/testing/browser-setup.ts'],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
      }),
      instances: [{ browser: 'chromium' }],
      // A failure says what was expected; a picture of it is not kept.
      screenshotFailures: false,
    },
  },
});
