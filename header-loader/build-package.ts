/**
 * Builds the installable loader into dist/ (not committed): JavaScript and .d.ts from src/ (tsc,
 * tsconfig.build.json) and dist/package.json, whose `exports` point at the built files and whose
 * dependency on the contract names its release. That folder is what `npm run publish-kit` publishes
 * for page teams (scripts/publish-kit.ts, docs/operations.md).
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
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, object>;
  sideEffects: boolean;
};

const published = (target: string) => {
  const source = /^\.\/src\/(.+)\.tsx?$/.exec(target);
  return source ? { types: `./${source[1]}.d.ts`, default: `./${source[1]}.js` } : target;
};

const README = `# @grocer/header-loader

The Fernleaf header on a page team's page: \`<SiteHeader manifestUrl … />\` for a React page,
\`mountHeader(slot, { manifestUrl, … })\` for any other, and one federation preset per bundler
(\`@grocer/header-loader/webpack\`, \`/rsbuild\`, \`/vite\`). See docs/page-teams.md in the header's repository.
`;

/** Builds the package into `outDir` (dist/ unless a test builds its own copy, so runs never share one). */
export function buildPackage(outDir = DIST_DIR): string {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(process.execPath, [TSC, '-p', path.join(PACKAGE_DIR, 'tsconfig.build.json'), '--outDir', outDir], {
    stdio: 'inherit',
  });
  const workspace = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as Manifest;
  const contracts = JSON.parse(
    readFileSync(path.join(PACKAGE_DIR, '..', 'shared-contracts', 'package.json'), 'utf8'),
  ) as Manifest;
  const manifest = {
    name: workspace.name,
    version: workspace.version,
    description: workspace.description,
    type: workspace.type,
    exports: Object.fromEntries(Object.entries(workspace.exports).map(([subpath, to]) => [subpath, published(to)])),
    files: ['**/*.js', '**/*.d.ts'],
    dependencies: { [contracts.name]: contracts.version },
    peerDependencies: workspace.peerDependencies,
    peerDependenciesMeta: workspace.peerDependenciesMeta,
    sideEffects: workspace.sideEffects,
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'README.md'), README);
  return outDir;
}

if (import.meta.main) buildPackage();
