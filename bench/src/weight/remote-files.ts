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
 * header (issue 14); `./Header` is what the browser renders when there is no
 * server header.
 */
export const HYDRATING_EXPOSE = './mount';

/**
 * The chunk `hydrate` always loads besides the expose's sync ones: the state script's parser and its
 * schemas (header-remote/src/expose/mount.tsx, webpackChunkName "server-state"). The manifest lists
 * it among the expose's async chunks with every lazy piece, so it is picked by name; a build
 * without it is refused rather than weighed short.
 */
export const HYDRATION_CHUNK = /^server-state\.[0-9a-f]{8}\.js$/;

/**
 * The stylesheet of the controls that hydrate on intent (header-remote/src/app/islands/, decision 026,
 * webpackChunkName "header-controls"): their markup is in the server's HTML, so the page links it with
 * the expose's own; their code is not on the critical path. Picked by name, as the state parser is.
 */
export const CONTROLS_STYLESHEET = /^header-controls\.[0-9a-f]{8}\.css$/;

/** The contracts' zod, which a host that validates with the contracts shares with the header (decision 025). */
export const CONTRACTS_ZOD_SHARE = '@grocer/shared-contracts/zod';

/** A host that validates with the contracts, as the reference host does: it has React and the contracts' zod. */
export const hasReactAndContractsZod = (name: string) => isReact(name) || name === CONTRACTS_ZOD_SHARE;

/**
 * The closed header's critical path in a host that already has React:
 * remoteEntry.js, the expose's sync JS chunks and sync CSS files, the state
 * parser's chunk and the controls' stylesheet when the expose hydrates, and every shared module other than
 * React and React DOM (the host provides those), or other than those `hostHas`.
 */
export function criticalFiles(distDir: string, expose = HYDRATING_EXPOSE, hostHas = isReact): ListedFile[] {
  const manifest = readManifest(distDir);
  const exposed = manifest.exposes.find((entry) => entry.path === expose);
  if (!exposed) throw new Error(`The manifest exposes no ${expose}`);
  const wanted = new Map<string, string>([[manifest.metaData.remoteEntry.name, 'federation runtime and container']]);
  for (const file of [...exposed.assets.js.sync, ...exposed.assets.css.sync]) wanted.set(file, `${expose} expose`);
  if (expose === HYDRATING_EXPOSE) {
    const parser = exposed.assets.js.async.filter((file) => HYDRATION_CHUNK.test(file));
    if (parser.length !== 1) throw new Error(`${expose} should have one state parser chunk, has ${parser.length}`);
    for (const file of parser) wanted.set(file, `${expose} hydration: the state parser`);
    const controlsCss = exposed.assets.css.async.filter((file) => CONTROLS_STYLESHEET.test(file));
    if (controlsCss.length !== 1)
      throw new Error(`${expose} should have one stylesheet for its controls, has ${controlsCss.length}`);
    for (const file of controlsCss)
      wanted.set(file, `${expose}: the controls' stylesheet (their code loads on intent)`);
  }
  for (const shared of manifest.shared.filter((entry) => !hostHas(entry.name))) {
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
