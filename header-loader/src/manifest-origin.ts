/**
 * The header's manifest may say where its files are only as a `publicPath` on the manifest's own
 * origin (the remote's build writes `"auto"`: the manifest's folder). The runtime would run a
 * manifest's `getPublicPath` with `new Function`, and load the entry from any origin a `publicPath`
 * names: whoever could change the manifest would run code on every page that shows the header. The
 * page chooses the origin by the manifest URL it gives; the release the host verifies (decision
 * 034) protects only the host's server, not these browsers.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export function manifestOrigin(): ModuleFederationRuntimePlugin {
  return {
    name: 'grocer-header-manifest-origin',
    // Before the runtime reads the snapshot's public path, which is where it would run `getPublicPath`.
    loadRemoteSnapshot(args) {
      const { moduleInfo, remoteSnapshot } = args;
      if (moduleInfo.name !== 'header' || !('entry' in moduleInfo)) return args;
      const manifestUrl = new URL(moduleInfo.entry, document.baseURI);
      if ('getPublicPath' in remoteSnapshot) {
        throw new Error(`${manifestUrl.href} names its files with getPublicPath, which is code, not a publicPath`);
      }
      if (!('publicPath' in remoteSnapshot) || typeof remoteSnapshot.publicPath !== 'string') {
        throw new Error(`${manifestUrl.href} names no publicPath`);
      }
      // Resolved here, so the runtime joins the entry's name to a URL whose origin is fixed.
      const publicPath = new URL(remoteSnapshot.publicPath, manifestUrl).href;
      const entry = new URL(publicPath + remoteSnapshot.remoteEntry);
      if (entry.origin !== manifestUrl.origin) {
        throw new Error(`${manifestUrl.href} names its entry on another origin, ${entry.origin}`);
      }
      return { ...args, remoteSnapshot: { ...remoteSnapshot, publicPath } };
    },
  };
}
