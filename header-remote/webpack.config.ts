import { createConfig } from '../webpack.config.ts';

export default createConfig({
  root: import.meta.dirname,
  federation: {
    name: 'header',
    filename: 'remoteEntry.js',
    exposes: {
      './Header': './src/expose/header.tsx',
      './mount': './src/expose/mount.tsx',
    },
    manifest: true,
    // The remote consumes no other remotes, so it needs none of the runtime's
    // snapshot (manifest-resolving) code; that is the host's job. Saves ~3 KB gzip.
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
    dts: {
      generateTypes: { tsConfigPath: './tsconfig.json', compileInChildProcess: false },
      consumeTypes: false,
    },
  },
});
