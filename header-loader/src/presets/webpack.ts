/**
 * `@grocer/header-loader/webpack`: the options of `@module-federation/enhanced`'s
 * `ModuleFederationPlugin` for a page that shows the header (tested with webpack 5.111.1 and
 * @module-federation/enhanced 2.9.2: enhanced 2.9.2 does not load with webpack 5.112).
 *
 *   new ModuleFederationPlugin(headerFederation({ name: 'my_page' }))
 */
import { runtimePluginPath, shareReact, type PresetOptions } from './shared.ts';

export type { PresetOptions } from './shared.ts';

export function headerFederation({ name, shared = {} }: PresetOptions) {
  return {
    name,
    // No remote at build time: the header is registered at run time, from the page's config, so the
    // page's body never waits for it and one build serves every environment.
    remotes: {},
    shared: { ...shareReact(['react', 'react/', 'react-dom', 'react-dom/']), ...shared },
    runtimePlugins: [runtimePluginPath('webpack-runtime-plugin')],
    // The async boundary: the entry starts once the shared React is ready. Without it (and without a
    // `bootstrap` import of your own) the page throws `loadShareSync … #RUNTIME-006`.
    experiments: { asyncStartup: true },
    // The page exposes nothing, so it has no types to publish.
    dts: false,
  };
}
