/**
 * Builds the installable contract package into dist/ (not committed): JavaScript and .d.ts from
 * src/ (tsc, tsconfig.build.json), and dist/package.json, whose `exports` point at the built files.
 * That folder is what `npm run publish-kit` publishes for page teams (scripts/publish-kit.ts,
 * docs/operations.md, docs/decisions/017-installable-contract.md).
 *
 * The workspace resolves this package's `exports` to the TypeScript source (./src/*.ts), so the
 * remote, the host, the services and the tests never wait for this build. The page teams' subpaths
 * of those `exports` (PAGE_TEAM_ENTRIES) are published with the same names, pointing at their
 * build; the others are the workspace's and are left out.
 *
 *   node build-package.ts          builds dist/
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE_DIR = import.meta.dirname;
export const DIST_DIR = path.join(PACKAGE_DIR, 'dist');
const TSC = path.join(PACKAGE_DIR, '..', 'node_modules', 'typescript', 'bin', 'tsc');

type Manifest = {
  name: string;
  version: string;
  description: string;
  type: string;
  exports: Record<string, string>;
  dependencies: Record<string, string>;
  sideEffects: boolean;
};

type Conditions = { types: string; default: string };

/**
 * What page teams import, and so all the published package exports: the face (the package's root)
 * and the entries with one purpose each that a page's loader or server loads on its own. Any other
 * subpath (`./domain`, `./cms-builders`, `./development-release-key`) is for the workspace only.
 * The lint rule for page-team code (eslint.config.js) allows these and no other.
 */
export const PAGE_TEAM_ENTRIES: readonly string[] = [
  '.',
  './header-outage',
  './focus-outside',
  './hydration-files',
  './release-manifest',
  './zod',
  './package.json',
];

/** `./src/page-teams.ts` -> the built file's conditions; anything that is not source is kept as it is. */
function publishedTarget(target: string): Conditions | string {
  const source = /^\.\/src\/(.+)\.ts$/.exec(target);
  if (!source) return target;
  return { types: `./${source[1]}.d.ts`, default: `./${source[1]}.js` };
}

/** The published package.json: the workspace's, with its `exports` pointed at dist/'s files. */
export function publishedManifest(workspace: Manifest) {
  return {
    name: workspace.name,
    version: workspace.version,
    description: workspace.description,
    type: workspace.type,
    exports: Object.fromEntries(
      Object.entries(workspace.exports)
        .filter(([subpath]) => PAGE_TEAM_ENTRIES.includes(subpath))
        .map(([subpath, target]) => [subpath, publishedTarget(target)]),
    ),
    files: ['*.js', '*.d.ts'],
    dependencies: workspace.dependencies,
    sideEffects: workspace.sideEffects,
  };
}

const README = `# @grocer/shared-contracts

The Fernleaf header's contract, built from the header's repository.

- \`@grocer/shared-contracts\`: what a page's host needs, versioned by \`CONTRACT_VERSION\`:
  \`HeaderProps\`, \`OnHeaderEvent\` and the event maps, \`dispatchHostEvent\`, \`HEADER_LAYOUT\`,
  \`BREAKPOINTS\`, \`MAIN_CONTENT_ID\`, \`ROUTES\`, \`searchUrl\`, \`compareContractVersions\`.
- \`@grocer/shared-contracts/header-outage\`: \`reportHeaderOutage\`, with which a page's loader counts a header
  remote it could not load in the header's vitals (\`@grocer/header-loader\` does it for you).
- \`@grocer/shared-contracts/focus-outside\`: \`whenFocusIsOutside\`, with which a page's loader waits for
  the focus to leave the page's own header before the header replaces it (\`@grocer/header-loader\` does it for you).
- \`@grocer/shared-contracts/hydration-files\`: for a page's server that renders the header into its
  first HTML: \`RemoteManifest\` and \`hydrationFiles\`, the stylesheets and the files to preload, read
  from the remote's manifest.
- \`@grocer/shared-contracts/release-manifest\` (Node only): \`verifyRelease\`, for a page's server that runs
  the header's server build: the remote's signed release.json, checked against the header team's public key.
- \`@grocer/shared-contracts/zod\`: the part of zod the contract validates with, for a page that shares
  it with the header (one zod on the page).

See docs/page-teams.md in the header's repository.
`;

/** Builds the package into `outDir` (dist/ unless a test builds its own copy, so runs never share one). */
export function buildPackage(outDir = DIST_DIR): string {
  rmSync(outDir, { recursive: true, force: true });
  const tsconfig = path.join(PACKAGE_DIR, 'tsconfig.build.json');
  execFileSync(process.execPath, [TSC, '-p', tsconfig, '--outDir', outDir], { stdio: 'inherit' });
  const workspace = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as Manifest;
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(publishedManifest(workspace), null, 2)}\n`);
  writeFileSync(path.join(outDir, 'README.md'), README);
  return outDir;
}

/** `npm pack` of a built package (dist/ by default) into `destination`; returns the tarball's path. */
export function packPackage(destination: string, packageDir = DIST_DIR): string {
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: packageDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
      npm_config_loglevel: 'error',
    },
  });
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (!packed) throw new Error(`npm pack printed no tarball: ${output}`);
  return path.join(destination, packed.filename);
}

if (import.meta.main) buildPackage();
