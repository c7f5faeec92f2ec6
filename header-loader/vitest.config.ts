import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'header-loader',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../test-support/dom-setup.ts'],
    // A timeout catches a hang, not slowness (see shell-host's config).
    testTimeout: 20_000,
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
