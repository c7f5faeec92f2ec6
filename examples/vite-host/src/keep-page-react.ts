// docs/page-teams.md, "A React app with Vite and @module-federation/vite": this file, as a page team copies it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

const REACT_PACKAGE = /^react(?:-dom)?(?:\/|$)/;

/**
 * A federation runtime plugin: the header gets this page's React, React DOM and their subpaths,
 * whatever React its remote was built with. @module-federation/vite registers the page's React
 * without marking it loaded, so the runtime would hand a remote built with a newer React its own
 * `react`, which the page's React DOM cannot render (`Cannot read properties of null (reading 'useState')`).
 */
export function keepPageReact(pageName: string): ModuleFederationRuntimePlugin {
  return {
    name: 'keep-page-react',
    resolveShare(args) {
      if (!REACT_PACKAGE.test(args.pkgName)) return args;
      const versions = Object.values(args.shareScopeMap[args.scope]?.[args.pkgName] ?? {});
      const pageCopy = versions.find((shared) => shared.from === pageName);
      if (pageCopy) args.resolver = () => ({ shared: pageCopy, useTreesShaking: false });
      return args;
    },
  };
}
