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
    dts: {
      generateTypes: { tsConfigPath: './tsconfig.json', compileInChildProcess: false },
      consumeTypes: false,
    },
  },
});
