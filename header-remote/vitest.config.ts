import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'header-remote',
    environment: 'jsdom',
    // One jsdom a worker, each file still in a module context of its own: creating jsdom for each of
    // ~180 files was 29% of the time (header-remote and shell-host 138 s → 70 s; dom-setup.ts gives
    // jsdom the browser APIs this pool does not take from Node).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}', 'http/**/*.test.ts', 'release/**/*.test.ts'],
    // Those run in Chromium (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['../test-support/dom-setup.ts'],
    // A timeout catches a hang, not slowness: property tests that take 0.6 s alone passed
    // 5 s on a loaded 2-core machine, so the default would make the result depend on load.
    testTimeout: 20_000,
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
