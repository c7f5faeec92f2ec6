/**
 * The page's federation runtime, whichever bundler started it. The presets' bundler plugins start
 * it before the page's code runs (`init` of this same `@module-federation/runtime`, one copy on the
 * page: the versions are pinned together); a page bundled without a federation plugin gets one
 * started here, the first time the header is asked for, with the presets' runtime plugin, sharing
 * nothing (the header brings its own React). Either way the header's `remoteEntry.js`, built with
 * `externalRuntime`, runs on this runtime's core.
 */
import {
  getInstance,
  init,
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime';
import { manifestOrigin } from './manifest-origin.ts';
import { provideRuntimeCore } from './runtime-core.ts';
import headerRuntimePlugin from './runtime-plugin.ts';

/** The exposes a page loads: the React component, or `mount`/`hydrate` for any page; and the footer. */
export type HeaderExpose = 'Header' | 'mount' | 'Footer';

/**
 * Registers the header remote from its manifest URL and loads one of its exposes. After a failed
 * attempt the registration is forced, which makes the runtime forget the failed entry, so a retry
 * goes back to the network.
 *
 * The manifest is fetched here whenever the runtime would fetch it, and handed to it: a remote that
 * cannot be reached is then one error, which the loader warns of once an attempt. Fetched by the
 * runtime, a failure is also logged by the runtime (a warning from inside its hooks), and a forced
 * registration warns that it replaces one: three lines an attempt, not one.
 */
export async function loadExpose(manifestUrl: string, expose: HeaderExpose, attempt: number): Promise<unknown> {
  provideRuntimeCore();
  const instance = getInstance() ?? init({ name: 'grocer_header_page', remotes: [], plugins: [headerRuntimePlugin()] });
  // On whichever runtime the page started (once: plugins are kept by name): no manifest code, no other origin.
  registerPlugins([manifestOrigin(), manifestsFetchedHere]);
  // A forced registration empties the runtime's copy; the footer after the header uses the one it has.
  if (attempt > 0 || !instance.snapshotHandler.manifestCache.has(manifestUrl)) {
    // The header and the footer asked at once share one fetch, and go on together once it is in: two
    // fetches answered in either order let the second expose miss the preload that goes with the entry.
    let fetching = attempt > 0 ? undefined : manifestsInFlight.get(manifestUrl);
    if (!fetching) {
      fetching = fetchManifest(manifestUrl).finally(() => manifestsInFlight.delete(manifestUrl));
      manifestsInFlight.set(manifestUrl, fetching);
    }
    await fetching;
  }
  // Without the runtime's warning that a forced registration replaces one: a retry does that on purpose.
  const { warn } = console;
  console.warn = () => {};
  try {
    registerRemotes([{ name: 'header', entry: manifestUrl }], { force: attempt > 0 });
  } finally {
    console.warn = warn;
  }
  return loadRemote(`header/${expose}`);
}

/** Manifests `loadExpose` fetched, by URL, each the runtime's answer the next time it asks for it. */
const fetchedManifests = new Map<string, Response>();
/** Manifest fetches not yet answered, by URL. */
const manifestsInFlight = new Map<string, Promise<void>>();

async function fetchManifest(manifestUrl: string): Promise<void> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  fetchedManifests.set(manifestUrl, response);
}

const manifestsFetchedHere: ModuleFederationRuntimePlugin = {
  name: 'grocer-header-manifests-fetched-here',
  fetch(url) {
    const response = fetchedManifests.get(url);
    fetchedManifests.delete(url);
    return response && Promise.resolve(response);
  },
};
