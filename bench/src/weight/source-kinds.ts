/**
 * Names a source map's source for the report: a package for anything under
 * node_modules, the path for the app's own modules, webpack's runtime modules
 * by name; and says whether it belongs to the Module Federation runtime.
 */

/** `webpack://header/../node_modules/.pnpm/x@1/node_modules/@scope/pkg/dist/a.js` → `@scope/pkg/dist/a.js`. */
function afterLastNodeModules(path: string): string | undefined {
  const at = path.lastIndexOf('node_modules/');
  return at === -1 ? undefined : path.slice(at + 'node_modules/'.length);
}

/** The package a node_modules path belongs to (`react-dom`, `@module-federation/sdk`). */
export function packageOf(source: string): string | undefined {
  const rest = afterLastNodeModules(source);
  if (rest === undefined) return undefined;
  const parts = rest.split('/');
  const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : parts[0];
  return name === '.federation' ? undefined : name;
}

/** A readable module name: `src/features/search/search-box.tsx`, `react-dom/cjs/…`, `webpack/runtime/sharing`. */
export function moduleName(source: string | undefined): string {
  if (source === undefined) return '(unmapped: glue, newlines)';
  const withoutScheme = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = afterLastNodeModules(withoutScheme);
  if (inPackage !== undefined) return inPackage;
  return withoutScheme.replace(/^(\.\/|\.\.\/)+/, '').replace(/ \+ \d+ modules$/, '');
}

/** webpack's runtime modules that exist only for federation (sharing, consumes, remotes, the container). */
const FEDERATION_WEBPACK_RUNTIME =
  /(^|\/)webpack\/(container-entry|runtime\/(embed\/federation|federation runtime|sharing|consumes|remotes loading|initialize sharing))/;

/** True for every byte the Module Federation runtime brings: its packages, its entry and webpack's MF runtime modules. */
export function isFederationRuntime(source: string | undefined): boolean {
  if (source === undefined) return false;
  return (
    source.includes('node_modules/@module-federation/') ||
    source.includes('@module-federation+') ||
    source.includes('node_modules/.federation/') ||
    FEDERATION_WEBPACK_RUNTIME.test(source)
  );
}

/** Groups a source into a contributor for "biggest contributors": a package, or the app's own code by folder. */
export function contributorOf(source: string | undefined): string {
  if (source === undefined) return '(unmapped)';
  if (isFederationRuntime(source)) return 'Module Federation runtime';
  const pkg = packageOf(source);
  if (pkg !== undefined) return pkg;
  const name = moduleName(source);
  if (name.startsWith('webpack/')) return 'webpack runtime';
  const feature = /^src\/(features|content|navigation|shopping|ui|lib|app|expose|pages|remote|fallback)\/([^/]+)?/.exec(
    name,
  );
  if (feature)
    return feature[1] === 'features' || feature[1] === 'pages'
      ? `src/${feature[1]}/${feature[2]}`
      : `src/${feature[1]}`;
  const contracts = /shared-contracts\/src\//.test(name);
  return contracts ? 'shared-contracts' : name;
}
