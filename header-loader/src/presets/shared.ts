/**
 * What every preset shares: the page's React as singletons in the range the header asks, and the
 * path of the runtime plugin (in the page's node_modules, so the bundler can bundle it).
 */
import { createRequire } from 'node:module';
import { HEADER_REACT_RANGE } from '@grocer/shared-contracts';

export type SharedConfig = { readonly singleton: true; readonly requiredVersion: string };

/** The page's React, shared as a singleton under each key: `react/` and `react-dom/` are every subpath (webpack, Rspack). */
export function shareReact(keys: readonly string[]): Record<string, SharedConfig> {
  return Object.fromEntries(keys.map((key) => [key, { singleton: true, requiredVersion: HEADER_REACT_RANGE }]));
}

export type PresetOptions = {
  /** The page's federation name: letters, digits and `_`, unique among the apps on a page. */
  readonly name: string;
  /** More shared modules of the page's own, added to React's. */
  readonly shared?: Readonly<Record<string, object>>;
};

/** The file of one of this package's runtime plugins, as a bundler's `runtimePlugins` takes it. */
export function runtimePluginPath(entry: 'runtime-plugin' | 'webpack-runtime-plugin'): string {
  return createRequire(import.meta.url).resolve(`@grocer/header-loader/${entry}`);
}
