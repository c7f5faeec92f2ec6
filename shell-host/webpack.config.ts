import path from 'node:path';
import { createConfig } from '../webpack.config.ts';

export default createConfig({
  root: import.meta.dirname,
  entry: { main: './src/index.ts' },
  html: { template: './src/index.html', title: 'Fernleaf groceries', favicon: './src/favicon.svg' },
  federation: {
    name: 'shell',
    // No build-time remotes: the header is registered at runtime from the
    // manifest URL the server puts in the page (see src/remote/load-header.ts).
    remotes: {},
    manifest: false,
    dts: false,
    // The page's one federation runtime: the remote's entry uses this core instead of its own copy.
    runtimePlugins: [path.join(import.meta.dirname, 'src', 'federation', 'provide-runtime-core.ts')],
  },
});
