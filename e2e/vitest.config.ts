import { defineConfig } from 'vitest/config';

// The end-to-end support's own rules (layout-check.ts's geometry), unit-tested without a browser.
export default defineConfig({
  test: {
    name: 'e2e-support',
    environment: 'node',
    include: ['support/**/*.test.ts'],
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
