/**
 * The page's federation runtime, whichever bundler started it. The presets' bundler plugins start
 * it before the page's code runs (`init` of this same `@module-federation/runtime`, one copy on the
 * page: the versions are pinned together); a page bundled without a federation plugin gets one
 * started here, the first time the header is asked for, with the presets' runtime plugin, sharing
 * nothing (the header brings its own React). Either way the header's `remoteEntry.js`, built with
 * `externalRuntime`, runs on this runtime's core.
 */
import { getInstance, init, loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { manifestOrigin } from './manifest-origin.ts';
import { provideRuntimeCore } from './runtime-core.ts';
import headerRuntimePlugin from './runtime-plugin.ts';

/** The exposes a page loads: the React component, or `mount`/`hydrate` for any page; and the footer. */
export type HeaderExpose = 'Header' | 'mount' | 'Footer';

/**
 * Registers the header remote from its manifest URL and loads one of its exposes. After a failed
 * attempt the registration is forced, which makes the runtime forget the failed entry, so a retry
 * goes back to the network.
 */
export async function loadExpose(manifestUrl: string, expose: HeaderExpose, attempt: number): Promise<unknown> {
  provideRuntimeCore();
  if (!getInstance()) init({ name: 'grocer_header_page', remotes: [], plugins: [headerRuntimePlugin()] });
  // On whichever runtime the page started (once: plugins are kept by name): no manifest code, no other origin.
  registerPlugins([manifestOrigin()]);
  registerRemotes([{ name: 'header', entry: manifestUrl }], { force: attempt > 0 });
  return loadRemote(`header/${expose}`);
}
