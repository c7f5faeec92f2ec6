/**
 * The page's federation runtime, whichever bundler started it. The presets' bundler plugins start
 * it before the page's code runs (`init` of this same `@module-federation/runtime`, one copy on the
 * page: the versions are pinned together); a page bundled without a federation plugin gets one
 * started here, the first time the header is asked for, sharing nothing (the header brings its own
 * React). Either way the header's `remoteEntry.js`, built with `externalRuntime`, runs on this
 * runtime's core.
 */
import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';

type WithCore = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };

/** What the header's entry reads the runtime from (it carries none of its own). */
export function provideRuntimeCore(): void {
  (globalThis as WithCore)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/** The exposes a page loads: the React component, or `mount`/`hydrate` for any page. */
export type HeaderExpose = 'Header' | 'mount';

/**
 * Registers the header remote from its manifest URL and loads one of its exposes. After a failed
 * attempt the registration is forced, which makes the runtime forget the failed entry, so a retry
 * goes back to the network.
 */
export async function loadExpose(manifestUrl: string, expose: HeaderExpose, attempt: number): Promise<unknown> {
  provideRuntimeCore();
  if (!getInstance()) init({ name: 'grocer_header_page', remotes: [] });
  registerRemotes([{ name: 'header', entry: manifestUrl }], { force: attempt > 0 });
  return loadRemote(`header/${expose}`);
}
