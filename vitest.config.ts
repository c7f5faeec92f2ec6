import { defineConfig } from 'vitest/config';

// One run covers every package; each package's vitest.config.ts says how its tests run.
export default defineConfig({
  test: {
    projects: ['shared-contracts', 'header-remote', 'shell-host', 'services', 'scripts', 'bench'],
  },
});
