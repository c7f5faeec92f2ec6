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
 * The manifest is read here rather than by the runtime whenever the runtime would read it: a
 * remote that cannot be reached is then one error, which the loader warns of once an attempt. Read
 * by the runtime, a failed read is also logged by the runtime (a warning from inside its hooks),
 * and a forced registration warns that it replaces one: three lines an attempt, not one.
 */
export async function loadExpose(manifestUrl: string, expose: HeaderExpose, attempt: number): Promise<unknown> {
  provideRuntimeCore();
  const instance = getInstance() ?? init({ name: 'grocer_header_page', remotes: [], plugins: [headerRuntimePlugin()] });
  // On whichever runtime the page started (once: plugins are kept by name): no manifest code, no other origin.
  registerPlugins([manifestOrigin(), manifestsReadHere()]);
  // A forced registration empties the runtime's copy; the footer after the header uses the one it has.
  if (attempt > 0 || !instance.snapshotHandler.manifestCache.has(manifestUrl)) {
    readManifests.set(manifestUrl, await readManifest(manifestUrl));
  }
  withoutWarnings(() => registerRemotes([{ name: 'header', entry: manifestUrl }], { force: attempt > 0 }));
  return loadRemote(`header/${expose}`);
}

/** Manifests read by `loadExpose`, by URL, each handed to the runtime's next read of it: fetched once. */
const readManifests = new Map<string, string>();

function manifestsReadHere(): ModuleFederationRuntimePlugin {
  return {
    name: 'grocer-header-manifests-read-here',
    fetch(url) {
      const text = readManifests.get(url);
      if (text === undefined) return undefined;
      readManifests.delete(url);
      return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
    },
  };
}

/** The manifest's text, checked to be JSON; throws saying why it could not be read. */
async function readManifest(url: string): Promise<string> {
  const response = await fetch(url).catch((error: unknown) => {
    throw new Error(`${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`);
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  try {
    JSON.parse(text);
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  return text;
}

/** Runs `register` without the runtime's warning that a forced registration replaces one: a retry does that on purpose. */
function withoutWarnings(register: () => void): void {
  const { warn } = console;
  console.warn = () => {};
  try {
    register();
  } finally {
    console.warn = warn;
  }
}
