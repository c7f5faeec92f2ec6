/**
 * `@grocer/header-loader/vite`: the options of `@module-federation/vite`'s `federation` plugin for a
 * page that shows the header (tested with vite 8.3.8 and @module-federation/vite 1.23.8, whose
 * runtime is @module-federation/runtime 2.9.2).
 *
 *   plugins: [federation(headerFederation({ name: 'my_page' }))]
 */
import { runtimePluginPath, shareReact, type PresetOptions } from './shared.ts';

export type { PresetOptions } from './shared.ts';

export function headerFederation({ name, shared = {} }: PresetOptions) {
  return {
    name,
    // No remote at build time: with the header in `remotes`, the plugin fetched its manifest and
    // entry before it gave the page its own React, so the page's body waited for the remote.
    remotes: {},
    // The plugin shares the subpaths the page imports (react/jsx-runtime, react-dom/client) with these settings.
    shared: { ...shareReact(['react', 'react-dom']), ...shared },
    runtimePlugins: [runtimePluginPath('runtime-plugin')],
    dts: false,
  };
}
