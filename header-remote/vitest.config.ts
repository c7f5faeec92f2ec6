import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'header-remote',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../test-support/dom-setup.ts'],
  },
});
