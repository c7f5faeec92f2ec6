import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'shared-contracts', environment: 'node', include: ['src/**/*.test.ts'] },
});
