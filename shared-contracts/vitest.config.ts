import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A timeout catches a hang, not slowness (see header-remote's config).
  test: {
    name: 'shared-contracts',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    // Pure functions: files share their worker's modules (see services/vitest.config.ts).
    isolate: false,
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
