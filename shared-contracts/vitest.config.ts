import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A timeout catches a hang, not slowness (see header-remote's config).
  test: { name: 'shared-contracts', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
