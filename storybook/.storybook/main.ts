import { defineMain } from '@storybook/react-vite/node';

/**
 * Storybook for the header remote. This package only holds configuration: the
 * stories live next to the components in header-remote/src.
 *
 * Vite (not the remote's webpack build) bundles the stories. It understands
 * what the source relies on as it is: explicit `.ts`/`.tsx` extensions,
 * default-imported CSS modules, the automatic JSX runtime (from the tsconfig)
 * and the workspace packages (pnpm links them; their `exports` point at .ts).
 */
export default defineMain({
  framework: '@storybook/react-vite',
  // The host's pages have stories too (their states, with the services faked at fetch).
  stories: ['../../header-remote/src/**/*.stories.tsx', '../../shell-host/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: {
    // No internet on the build machines: never try to phone home.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    // Prop tables need @storybook/addon-docs, which this Storybook does not use;
    // skipping docgen keeps the build quick on CI's two cores.
    reactDocgen: false,
  },
  // The host page's only global style (shell-host/src/index.html) and language.
  previewHead: (head) => `${head}
<link rel="icon" href="./favicon.svg" />
<style>
  body {
    margin: 0;
  }
</style>
<script>
  document.documentElement.lang = 'en-GB';
</script>`,
  viteFinal: (config) => ({
    ...config,
    resolve: {
      ...config.resolve,
      // One copy of React and jotai, taken from this package, whichever
      // package imports them: the federated build shares them as singletons too.
      // (The stories' `storybook/*` imports need nothing: Storybook maps them to
      // its preview runtime.)
      dedupe: [...(config.resolve?.dedupe ?? []), 'react', 'react-dom', 'jotai'],
    },
    build: {
      ...config.build,
      // Keep `storybook build --quiet` quiet: no gzip sizes, no size warning
      // for Storybook's own preview bundle (large by design).
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        onwarn(warning, warn) {
          // jotai marks its React bindings "use client"; meaningless in a client-only bundle.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
          warn(warning);
        },
      },
    },
    // Vite's progress and per-file build report are noise in CI; warnings and errors still show.
    logLevel: 'warn',
  }),
});
