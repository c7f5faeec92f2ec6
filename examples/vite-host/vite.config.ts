// docs/page-teams.md, "A React app with Vite and @module-federation/vite": this file, as a page team copies it.
import { federation } from '@module-federation/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vite puts this nonce on its tags and in <meta property="csp-nonce">, where the header reads it;
  // the page's server replaces it with a fresh nonce on every response.
  html: { cspNonce: '__NONCE__' },
  // The plugin's <link rel="modulepreload"> tags carry no nonce: a strict policy refuses them.
  build: { modulePreload: false },
  plugins: [
    federation({
      name: 'vite_host',
      remotes: {}, // the header is registered at runtime (site-header.tsx), from the page's config
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
      },
      experiments: { provideExternalRuntime: true }, // the runtime the header's remoteEntry.js runs on
    }),
  ],
});
