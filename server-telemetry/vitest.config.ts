import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server-telemetry',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
