/**
 * `@grocer/header-loader/rsbuild`: the options of `@module-federation/rsbuild-plugin`'s
 * `pluginModuleFederation` for a page that shows the header (tested with @rsbuild/core 2.3.2 and
 * @module-federation/rsbuild-plugin 2.9.2). The same as the webpack preset's: Rsbuild's plugin
 * takes `@module-federation/enhanced`'s options.
 *
 *   plugins: [pluginReact(), pluginModuleFederation(headerFederation({ name: 'my_page' }))]
 */
export { headerFederation } from './webpack.ts';
export type { PresetOptions } from './shared.ts';
