import { defineConfig } from 'vitest/config';

// One run covers every package; each package's vitest.config.ts says how its tests run.
export default defineConfig({
  test: {
    projects: [
      'shared-contracts',
      'header-loader',
      'header-remote',
      // What the browser itself does (a modal dialog's focus, Escape, inert page), in Chromium.
      'header-remote/vitest.browser.config.ts',
      'shell-host',
      'services',
      'server-telemetry',
      'scripts',
      'bench',
      'e2e',
    ],
    // Vitest's default outside watch mode is one worker fewer than the cores: one worker on
    // CI's two cores, which left a core idle (549 s for the run, against 411 s with two).
    // Each project's config says it again: a project does not inherit it from here.
    maxWorkers: '100%',
  },
});
