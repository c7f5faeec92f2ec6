import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'services',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    // Files share their worker's modules (isolate: false): nothing here depends on a fresh module
    // registry, and loading PGlite, Fastify and the seed catalogue once per worker rather than once
    // per file took the services run from 185 s to 108 s.
    isolate: false,
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
