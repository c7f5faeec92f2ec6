import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell-host',
    environment: 'jsdom',
    // One jsdom a worker, each file still in a module context of its own: creating jsdom for each of
    // ~180 files was 29% of the time (header-remote and shell-host 138 s → 70 s; dom-setup.ts gives
    // jsdom the browser APIs this pool does not take from Node).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../test-support/dom-setup.ts'],
    // A timeout catches a hang, not slowness: property tests that take 0.6 s alone passed
    // 5 s on a loaded 2-core machine, so the default would make the result depend on load.
    testTimeout: 20_000,
    // The same for a poll: each release the header's tests load starts a worker of its own
    // (src/server/isolated-build.ts), 0.1 s on a quiet machine and up to a second on a loaded one.
    expect: { poll: { timeout: 5000 } },
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
