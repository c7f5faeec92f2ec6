/**
 * Which of the remote's files a page loads, read from the remote's own
 * mf-manifest.json, so the list is what the federation runtime really loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Assets = { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
type Manifest = {
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: Assets }[];
  shared: { name: string; assets: Assets }[];
};

/** One file and why it is in a set. */
export type ListedFile = { readonly file: string; readonly why: string };

export const isReact = (name: string) => /^react(-dom)?($|\/)/.test(name);

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
}

/**
 * The expose a host with React loads to hydrate the server-rendered closed
 * header; `./Header` is what the browser renders when there is no
 * server header.
 */
export const HYDRATING_EXPOSE = './mount';

/**
 * The stylesheet of the header's code (header-remote/src/expose/mount.tsx, webpackChunkName
 * "header-live"): the server's HTML needs it before it paints, so the page links it with the
 * expose's own; the code itself loads when the shopper comes near the header (decision 027) and is
 * not on the critical path. Picked by name; a build without it is refused rather than weighed short.
 */
export const HEADER_STYLESHEET = /^header-live\.[0-9a-f]{8}\.css$/;

/**
 * The shared modules `hydrate` loads with the page: the remote's `hydrationShares`
 * (header-remote/src/expose/hydration-chunks.ts), which its server module gives a page's server.
 * Not jotai nor the contracts' zod: only the header's code, which loads on intent, uses them. The
 * transfer measure and the end-to-end test of a guest's page load see what really arrives.
 */
export const HYDRATION_SHARES: ReadonlySet<string> = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
]);

/** The contracts' zod, which a host that validates with the contracts shares with the header (decision 025). */
export const CONTRACTS_ZOD_SHARE = '@grocer/shared-contracts/zod';

/** A host that validates with the contracts, as the reference host does: it has React and the contracts' zod. */
export const hasReactAndContractsZod = (name: string) => isReact(name) || name === CONTRACTS_ZOD_SHARE;

/**
 * The closed header's critical path in a host that already has React:
 * remoteEntry.js, the expose's sync JS chunks and sync CSS files, the stylesheet of the header's
 * code when the expose hydrates, and the shared modules the hydration loads other than React and
 * React DOM (the host provides those), or other than those `hostHas`.
 */
export function criticalFiles(distDir: string, expose = HYDRATING_EXPOSE, hostHas = isReact): ListedFile[] {
  const manifest = readManifest(distDir);
  const exposed = manifest.exposes.find((entry) => entry.path === expose);
  if (!exposed) throw new Error(`The manifest exposes no ${expose}`);
  const wanted = new Map<string, string>([[manifest.metaData.remoteEntry.name, 'federation runtime and container']]);
  for (const file of [...exposed.assets.js.sync, ...exposed.assets.css.sync]) wanted.set(file, `${expose} expose`);
  const hydrating = expose === HYDRATING_EXPOSE;
  if (hydrating) {
    const stylesheet = exposed.assets.css.async.filter((file) => HEADER_STYLESHEET.test(file));
    if (stylesheet.length !== 1)
      throw new Error(`${expose} should have one stylesheet for the header's code, has ${stylesheet.length}`);
    for (const file of stylesheet) wanted.set(file, `${expose}: the header's stylesheet (its code loads on intent)`);
  }
  const loaded = manifest.shared.filter(
    (entry) => !hostHas(entry.name) && (!hydrating || HYDRATION_SHARES.has(entry.name)),
  );
  for (const shared of loaded) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.css.sync]) wanted.set(file, `shared ${shared.name}`);
  }
  return [...wanted].map(([file, why]) => ({ file, why }));
}

/** The remote's own copies of React and React DOM, which only a host without React would load. */
export function reactFallbackFiles(distDir: string): ListedFile[] {
  const manifest = readManifest(distDir);
  const critical = new Set(criticalFiles(distDir).map((entry) => entry.file));
  const files = new Map<string, string>();
  for (const shared of manifest.shared.filter((entry) => isReact(entry.name))) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.css.sync]) {
      if (!critical.has(file)) files.set(file, `shared ${shared.name} (fallback copy)`);
    }
  }
  return [...files].map(([file, why]) => ({ file, why }));
}
