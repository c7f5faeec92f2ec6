/**
 * The one webpack configuration factory that the header remote and the shell
 * host both build with. Each package's own webpack.config.ts passes its name,
 * entry and federation options; everything else (TypeScript, CSS, what is
 * shared and how) is decided here once, so host and remote cannot drift apart.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/**
 * React, React DOM (with their subpaths, so `react/jsx-runtime` and
 * `react-dom/client` are shared too) and jotai are singletons: one copy per
 * page, whoever loads first provides it. The ranges are the majors we support.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
  jotai: { singleton: true, requiredVersion: '^3.0.0' },
} satisfies FederationOptions['shared'];

export type AppOptions = {
  /** The package directory (pass `import.meta.dirname`). */
  readonly root: string;
  /** Entry points; a pure remote has none of its own. */
  readonly entry?: Record<string, string>;
  /** An HTML page to emit, for the host. */
  readonly html?: { readonly template: string; readonly title: string; readonly favicon?: string };
  readonly federation: Omit<FederationOptions, 'shared'>;
};

export function createConfig(options: AppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    return {
      context: options.root,
      mode: production ? 'production' : 'development',
      entry: options.entry ?? {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(options.root, 'dist'),
        // "auto": chunks load from wherever the entry was served, so the
        // remote's chunks come from the remote's origin, not the host's.
        publicPath: 'auto',
        // Entries keep a stable name: the federation runtime resolves this
        // pattern without a chunk context, so it cannot hold a hash. Entries
        // are served no-cache; the hashed chunks they load are immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.federation.name,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  // css-loader follows `devtool` and would inline each module's map, as base64,
                  // into the production JavaScript; JS maps stay as separate .map files.
                  sourceMap: !production,
                  modules: {
                    auto: true,
                    // Prefix class names with the app name so the remote's CSS
                    // can never collide with a host's.
                    localIdentName: production ? `${options.federation.name}-[hash:base64:6]` : '[name]__[local]',
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
              // Production CSS is minified before css-loader reads it (scripts/minify-css-loader.ts).
              ...(production ? [path.join(import.meta.dirname, 'scripts', 'minify-css-loader.ts')] : []),
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({ ...options.federation, shared: sharedSingletons }),
        ...(options.html
          ? [
              new HtmlWebpackPlugin({
                template: options.html.template,
                title: options.html.title,
                favicon: options.html.favicon,
                // Absolute, because every /ecom route serves this same page.
                publicPath: '/',
                // The template writes the tags itself, so each script can carry the page's CSP nonce.
                inject: false,
              }),
            ]
          : []),
        // Brotli and gzip copies next to each production file, which the servers
        // send when the browser accepts them (as a CDN would): no work per request.
        ...(production ? compressedCopies() : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** Text assets: code, styles, the manifests, SVG. Copies that save under 10% are not written; source maps are left alone. */
const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;

function compressedCopies() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}
