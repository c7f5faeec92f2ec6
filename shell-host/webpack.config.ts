import path from 'node:path';
import { createConfig, createHostServerConfig } from '../webpack.config.ts';

/**
 * Two builds of the host's page code: the browser's (dist/), and the server's
 * (dist/server/render-page.cjs), with which server.ts renders the page body into the first HTML
 * (docs/server-rendering.md). Both read CSS modules with the same name, so their class names agree.
 */
export default [
  createConfig({
    root: import.meta.dirname,
    entry: { main: './src/index.ts' },
    html: { template: './src/index.html', title: 'Fernleaf groceries', favicon: './src/favicon.svg' },
    // The pages' CSS as a stylesheet the server's HTML links in its head: styled before any script.
    extractCss: true,
    providesContractsZod: true,
    federation: {
      name: 'shell',
      // No build-time remotes: the header is registered at runtime from the
      // manifest URL the server puts in the page, by the page teams' loader (src/bootstrap.tsx).
      remotes: {},
      // The shared modules this host provides, read by its server: it preloads only the header's others.
      manifest: true,
      dts: false,
      // The page's one federation runtime: the remote's entry uses this core instead of its own copy.
      // The runtime's own stylesheet links, like the server's: CORS and the page's nonce.
      runtimePlugins: [
        path.join(import.meta.dirname, 'src', 'federation', 'provide-runtime-core.ts'),
        path.join(import.meta.dirname, 'src', 'federation', 'cross-origin-links.ts'),
      ],
    },
  }),
  createHostServerConfig({
    root: import.meta.dirname,
    name: 'shell',
    entry: { 'render-page': './src/server/render-page.tsx' },
  }),
];
