/**
 * The one webpack configuration factory that the header remote and the shell
 * host both build with. Each package's own webpack.config.ts passes its name,
 * entry and federation options; everything else (TypeScript, CSS, what is
 * shared and how) is decided here once, so host and remote cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';

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

const contractsPackage = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'shared-contracts', 'package.json'), 'utf8'),
) as { version: string };

/**
 * The contracts' zod (shared-contracts/src/zod.ts: the part of zod/mini the contracts, the header and
 * the host use). Shared by its file, so every import of it counts, the contracts' own relative ones
 * included. Not a singleton: a page may hold two, but a host on a contracts release at least the
 * header's (same major) provides its copy and the header uses it, so a page carries one zod, not
 * two (decision 025). A host that has none, or an older one, leaves the header its own.
 */
const CONTRACTS_ZOD = path.join(import.meta.dirname, 'shared-contracts', 'src', 'zod.ts');
const contractsZodShare = {
  shareKey: '@grocer/shared-contracts/zod',
  version: contractsPackage.version,
  requiredVersion: `^${contractsPackage.version}`,
  singleton: false,
};

export type AppOptions = {
  /** The package directory (pass `import.meta.dirname`). */
  readonly root: string;
  /** Entry points; a pure remote has none of its own. */
  readonly entry?: Record<string, string>;
  /** An HTML page to emit, for the host. */
  readonly html?: { readonly template: string; readonly title: string; readonly favicon?: string };
  readonly federation: Omit<FederationOptions, 'shared'>;
  /** A host: its copy of the contracts' zod goes in its entry, for the page and its remotes. */
  readonly providesContractsZod?: boolean;
  /**
   * Production CSS as files (linked from server-rendered pages, loaded with their chunks)
   * instead of `<style>` tags added by the JavaScript. The remote needs it: its server HTML
   * must be styled before any script runs.
   */
  readonly extractCss?: boolean;
};

/**
 * CSS modules as every build of an app reads them: class names prefixed with the app's name, so
 * the remote's CSS never collides with a host's, and the same in the browser and server builds of
 * one app, so server HTML and browser CSS agree.
 */
function cssModules(name: string, production: boolean) {
  return {
    auto: true,
    localIdentName: production ? `${name}-[hash:base64:6]` : '[name]__[local]',
    namedExport: false,
    exportLocalsConvention: 'as-is' as const,
  };
}

/** How swc compiles the apps' TypeScript and JSX. */
const swcJsc = (production: boolean) => ({
  parser: { syntax: 'typescript', tsx: true },
  transform: { react: { runtime: 'automatic', development: !production } },
  target: 'es2022',
});

const swcRule = (production: boolean): RuleSetRule => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'swc-loader', options: { jsc: swcJsc(production) } },
});

/** `swcRule` for one file, minified by swc as it is compiled (its exports keep their names). */
const minifiedSwcRule = (file: string, production: boolean): RuleSetRule => ({
  test: file,
  use: {
    loader: 'swc-loader',
    options: { minify: true, jsc: { ...swcJsc(production), minify: { compress: true, mangle: true } } },
  },
});

export function createConfig(options: AppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    const extract = production && options.extractCss === true;
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
        // Chunks and stylesheets from another origin are fetched with CORS (the remote allows any
        // origin), so a page can read their rules and errors; server HTML links them the same way.
        crossOriginLoading: 'anonymous',
        // A remote's server build writes dist/server/ (createServerConfig), and its standalone
        // script dist/standalone.js (createStandaloneConfig), at the same time.
        clean: { keep: /^(server[\\/]|standalone\.js)/ },
      },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: {
        rules: [
          swcRule(production),
          {
            test: /\.css$/,
            use: [
              extract ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  // css-loader follows `devtool` and would inline each module's map, as base64,
                  // into the production JavaScript; JS maps stay as separate .map files.
                  sourceMap: !production,
                  modules: cssModules(options.federation.name ?? 'app', production),
                },
              },
              // Production CSS is minified before css-loader reads it (scripts/minify-css-loader.ts).
              ...(production ? [MINIFY_CSS_LOADER] : []),
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          ...options.federation,
          shared: {
            ...sharedSingletons,
            // A host's copy is in its entry (eager): its own first lines may validate, and a remote finds it there.
            [CONTRACTS_ZOD]: options.providesContractsZod ? { ...contractsZodShare, eager: true } : contractsZodShare,
          },
        }),
        ...(extract
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
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
        ...(production ? [compileHint()] : []),
        // Brotli and gzip copies next to each production file, which the servers
        // send when the browser accepts them (as a CDN would): no work per request.
        ...(production ? compressedCopies() : []),
        new CheckoutIndependentIds(),
      ],
      // A remote's copy of the contracts' zod, the file and the zod it uses, is one chunk: the manifest
      // names a shared module's own chunk only, and a host without the contracts loads it in one request.
      ...(options.providesContractsZod
        ? {}
        : {
            optimization: {
              splitChunks: {
                // CSS two chunks share stays in each (webpack's default splits it into a numbered chunk past
                // 20 kB): the header's stylesheet is found by its chunk's name (hydration-chunks.ts,
                // `stylesheetChunks`), so growing past a size must not move it.
                minSize: { javascript: 20_000, 'css/mini-extract': Number.MAX_SAFE_INTEGER },
                cacheGroups: {
                  contractsZod: {
                    test: (module: webpack.Module) => {
                      const resource = (module as webpack.NormalModule).resource ?? '';
                      return resource === CONTRACTS_ZOD || /[\\/]node_modules[\\/]zod[\\/]/.test(resource);
                    },
                    name: 'contracts-zod',
                    chunks: 'async',
                    enforce: true,
                  },
                  // React DOM's small entry module (createPortal, flushSync), one chunk: the share's own and
                  // react-dom/client's fallback each carried a copy, and a page without React fetched both.
                  reactDom: {
                    test: /[\\/]node_modules[\\/]react-dom[\\/](index|cjs[\\/]react-dom\.production)\.js$/,
                    name: 'react-dom',
                    chunks: 'async',
                    enforce: true,
                  },
                },
              },
            },
          }),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

const MINIFY_CSS_LOADER = path.join(import.meta.dirname, 'scripts', 'minify-css-loader.ts');

/** The checkout this config is in, which no built byte should depend on. */
const WORKSPACE = import.meta.dirname;

/** Where the federation plugin writes its runtime's entry: named by a hash of the absolute path of the runtime it imports. */
const FEDERATION_RUNTIME_ENTRY = /[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/;

/**
 * The same commit builds to the same bytes wherever it is checked out. Webpack's deterministic ids
 * hash each module's name with its paths made relative, but three kinds of module keep the
 * checkout's absolute path in theirs: the federation runtime's entry (a file named by a hash of that
 * path), the container that imports it, and each shared module this build provides ("provide module
 * … = /abs/path"). Their ids changed with the directory, and with them the ids webpack then gave the
 * modules around them, and the bytes of the chunks (modules are ordered by id): a clean clone's
 * Brotli figures came out tens of bytes larger or smaller than another's, across a budget. These ids
 * are fixed before webpack gives the rest theirs.
 */
class CheckoutIndependentIds {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('CheckoutIndependentIds', (compilation) => {
      compilation.hooks.moduleIds.tap({ name: 'CheckoutIndependentIds', stage: -100 }, (modules) => {
        const taken = new Set<number>();
        for (const module of modules) {
          // Inlined into its imports in production: then the module concatenating them is rooted in it.
          const { rootModule } = module as { readonly rootModule?: webpack.Module };
          const resource = ((rootModule ?? module) as webpack.NormalModule).resource ?? '';
          const identifier = module.identifier();
          if (FEDERATION_RUNTIME_ENTRY.test(resource)) compilation.chunkGraph.setModuleId(module, 'federation-runtime');
          // The container's own module names that path in its identifier too.
          else if (identifier.startsWith('container entry')) compilation.chunkGraph.setModuleId(module, 'container');
          else if (identifier.startsWith('provide module')) {
            // A number like webpack's own (it skips ids already given), from the name without the checkout.
            const hash = webpack.util.createHash('xxhash64').update(identifier.replaceAll(WORKSPACE, '')).digest('hex');
            let id = Number.parseInt(String(hash).slice(0, 8), 16) % 10_000;
            while (taken.has(id)) id = (id + 1) % 10_000;
            taken.add(id);
            compilation.chunkGraph.setModuleId(module, id);
          }
        }
      });
    });
  }
}

/** CSS in a server build: class names only (the browser build ships the CSS itself), the same as the browser's. */
const serverCssRule = (name: string, production: boolean): RuleSetRule => ({
  test: /\.css$/,
  use: [
    { loader: 'css-loader', options: { modules: { ...cssModules(name, production), exportOnlyLocals: true } } },
    ...(production ? [MINIFY_CSS_LOADER] : []),
  ],
});

export type ServerOptions = {
  readonly root: string;
  /** The app's federation name: the same as its browser build's, so class names match. */
  readonly name: string;
  readonly exposes: Record<string, string>;
  /**
   * Modules whose functions the server sends to browsers as text (`Function.prototype.toString`, in
   * an inline script of every page): minified, unlike the rest of the server build, so a page does
   * not carry their comments and spacing. Absolute paths.
   */
  readonly inlineScripts?: readonly string[];
};

/**
 * The server build of a remote: the same source, for Node, published beside the
 * browser build (dist/server/) and loaded at runtime by a host's server through
 * the federation runtime (never bundled into it). One file: a host fetches
 * remoteEntry.js and runs it, with nothing more to fetch. React comes from the
 * host's share scope; CSS modules give only their class names, which equal the
 * browser build's, so server HTML and browser CSS agree.
 */
export function createServerConfig(options: ServerOptions) {
  const inlineScripts = options.inlineScripts ?? [];
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    return {
      name: 'server',
      context: options.root,
      mode: production ? 'production' : 'development',
      entry: {},
      devtool: false,
      target: 'async-node',
      output: {
        path: path.join(options.root, 'dist', 'server'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: '[name].js',
        uniqueName: `${options.name}_server`,
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: {
        rules: [
          { ...swcRule(production), exclude: [/node_modules/, ...inlineScripts] },
          ...inlineScripts.map((file) => minifiedSwcRule(file, production)),
          serverCssRule(options.name, production),
        ],
      },
      optimization: { minimize: false },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          // The host's server provides React (react, react/jsx-runtime, react-dom, react-dom/server, react-dom/static):
          // one React renders the page and the header, and this build carries no copy of it.
          shared: Object.fromEntries(
            Object.entries(sharedSingletons).map(([key, config]) => [
              key,
              key.startsWith('react') ? { ...config, import: false as const } : config,
            ]),
          ),
          manifest: false,
          dts: false,
        }),
        new CheckoutIndependentIds(),
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A host's own server build: its page code for Node, so its server can render the page body into
 * the first HTML (docs/server-rendering.md). Unlike a remote's server build it is the host's code,
 * loaded from disk by the host's server and never through federation, so it is one self-contained
 * CommonJS file with its own React. CSS modules give only their class names, with the same
 * `name` as the host's browser build, so the server's HTML and the browser's stylesheet agree.
 */
export function createHostServerConfig(options: {
  readonly root: string;
  /** The host's federation name: the same as its browser build's, so class names match. */
  readonly name: string;
  readonly entry: Record<string, string>;
}) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    return {
      name: 'server',
      context: options.root,
      mode: production ? 'production' : 'development',
      entry: options.entry,
      devtool: false,
      target: 'node',
      output: {
        path: path.join(options.root, 'dist', 'server'),
        // .cjs: the host's package is an ES module package, and this file is CommonJS.
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: {
        rules: [swcRule(production), serverCssRule(options.name, production)],
      },
      optimization: { minimize: false },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A remote's standalone script (dist/standalone.js): for a page with no
 * federation runtime of its own. It brings the runtime's core, which the
 * remote's entry leaves to the page (experiments.externalRuntime), then loads
 * the entry. Plain webpack, no federation: it is the runtime's carrier.
 */
export function createStandaloneConfig(options: { readonly root: string; readonly entry: string }) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    return {
      name: 'standalone',
      context: options.root,
      mode: production ? 'production' : 'development',
      entry: { standalone: options.entry },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: { path: path.join(options.root, 'dist'), filename: '[name].js', clean: false },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: { rules: [swcRule(production)] },
      plugins: production ? [compileHint(), ...compressedCopies()] : [],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * V8's compile hint at the top of every production script: its functions are compiled with the
 * script, on the thread that streams it in, instead of one at a time on the main thread the first
 * time each runs (https://v8.dev/blog/explicit-compile-hints). Our scripts are code that runs when
 * it loads: an entry at start, a chunk when its feature is first used (the header's render and
 * hydration, a panel's first open). For a press while the header hydrated, the main thread's compile
 * time fell by about a third, and the press's task with it (bench/results/history.md). Added after
 * minifying, which would drop the comment, and before source maps, hashes and compressed copies.
 * Engines without compile hints read a comment.
 */
function compileHint() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
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
