import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'header-loader',
    environment: 'jsdom',
    // One jsdom a worker, each file still in a module context of its own, as in the host and the
    // remote (dom-setup.ts gives jsdom the browser APIs this pool does not take from Node).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../test-support/dom-setup.ts'],
    // A timeout catches a hang, not slowness (see shell-host's config).
    testTimeout: 20_000,
    // The same for a poll: each release the server half's tests load starts a worker of its own
    // (src/server/isolated-build.ts), 0.1 s on a quiet machine and up to a second on a loaded one.
    expect: { poll: { timeout: 5000 } },
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
