import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    // Files share their worker's modules (see services/vitest.config.ts).
    isolate: false,
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
