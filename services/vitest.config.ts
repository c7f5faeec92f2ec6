import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'services',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A limit is for a hang, not a slow machine. Opening PGlite, migrating and seeding is CPU work that
    // a busy machine stretches in proportion: at load 17 on two cores one block's setup took 34 s (open
    // 12 s, migrations 7.6 s, demo accounts 2.9 s, catalogue 9.3 s); beside twelve busy loops, loading
    // the sample shop (4 s quiet) passed a 20 s test limit.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Files share their worker's modules (isolate: false): nothing here depends on a fresh module
    // registry, and loading PGlite, Fastify and the seed catalogue once per worker rather than once
    // per file took the services run from 185 s to 108 s.
    isolate: false,
    maxWorkers: '100%', // as the root config says: projects do not inherit it
  },
});
