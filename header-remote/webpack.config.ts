import path from 'node:path';
import webpack from 'webpack';
import { createConfig, createServerConfig, createStandaloneConfig } from '../webpack.config.ts';
import { writeFederatedTypesZip } from './federated-types/types-zip.ts';
import { SignReleasePlugin } from './release/sign-release-plugin.ts';

/**
 * Three builds of the same source: the browser build (dist/, its entry without
 * the federation runtime, which the host provides), the standalone script for
 * pages with no runtime (dist/standalone.js) and the server build (dist/server/).
 * The server build comes last and signs the release (dist/release.json, decision 034).
 */
const browser = createConfig({
  root: import.meta.dirname,
  extractCss: true,
  federation: {
    name: 'header',
    filename: 'remoteEntry.js',
    exposes: {
      './Header': './src/expose/header.tsx',
      './mount': './src/expose/mount.tsx',
      './Footer': './src/expose/footer.tsx',
    },
    manifest: true,
    // The remote consumes no other remotes, so it needs none of the runtime's
    // snapshot (manifest-resolving) code; that is the host's job. Saves ~3 KB gzip.
    // One federation runtime per page, not two (decision 016): the entry uses the host's runtime core
    // (`experiments.provideExternalRuntime` in the host, or standalone.js on other pages).
    experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
    // Page teams get hand-written, self-contained declarations of the exposes (federated-types/),
    // written over the generated zip: those imported the header's internals and packages a page
    // cannot resolve, so with skipLibCheck every prop was `any`, and re-exported a phantom default.
    dts: {
      generateTypes: {
        tsConfigPath: './tsconfig.json',
        compileInChildProcess: false,
        afterGenerate: ({ zipTypesPath }) => writeFederatedTypesZip(zipTypesPath),
      },
      consumeTypes: false,
    },
  },
});
const server = createServerConfig({
  root: import.meta.dirname,
  name: 'header',
  exposes: { './server': './src/expose/server.ts' },
  // The press holder every server-rendered header carries as its inline script (heldPressesScript).
  inlineScripts: [path.join(import.meta.dirname, 'src', 'lib', 'held-presses.ts')],
});
type Argv = Parameters<typeof browser>[1];

/**
 * The release the header's vitals name (decision 042): HEADER_RELEASE when the deployment sets it,
 * else `development`. Not the commit: an id baked into a chunk changes its hash, and so the entry's
 * bytes, on every commit, even when no code changed (shoppers' caches, and the weight budgets).
 */
function releaseName(): string {
  return (process.env.HEADER_RELEASE ?? '').replace(/[^\w.:-]/g, '-').slice(0, 80) || 'development';
}

export default [
  (env: unknown, argv: Argv) => {
    const config = browser(env, argv);
    const release = new webpack.DefinePlugin({ __HEADER_RELEASE__: JSON.stringify(releaseName()) });
    return { ...config, name: 'browser', plugins: [...(config.plugins ?? []), release] };
  },
  createStandaloneConfig({ root: import.meta.dirname, entry: './src/standalone/standalone.ts' }),
  (env: unknown, argv: Argv) => {
    const config = server(env, argv);
    return { ...config, dependencies: ['browser'], plugins: [...(config.plugins ?? []), new SignReleasePlugin()] };
  },
];
