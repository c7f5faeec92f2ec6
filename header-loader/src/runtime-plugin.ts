/**
 * The federation runtime plugin each preset names in `runtimePlugins` (its path is
 * `@grocer/header-loader/runtime-plugin`, in your node_modules). On the page's runtime it:
 * - provides the runtime's core to the header's `remoteEntry.js`, which carries none of its own;
 * - hands the header the page's React, React DOM and their subpaths whatever React the remote was
 *   built with (a global plugin, so it reaches the header's own runtime instance too): without it
 *   `@module-federation/vite` gave a remote built with a newer React its own `react`, which the
 *   page's React DOM cannot render;
 * - puts the page's CSP nonce (and CORS) on the stylesheet links the runtime adds.
 */
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { readCspNonce } from '@grocer/shared-contracts/page-teams';
import { provideRuntimeCore } from './federation.ts';

const REACT_PACKAGE = /^react(?:-dom)?(?:\/|$)/;

/** Resolves React from the copy the page registered, when it did. */
function keepPageReact(pageName: string): ModuleFederationRuntimePlugin {
  return {
    name: 'grocer-keep-page-react',
    resolveShare(args) {
      if (!REACT_PACKAGE.test(args.pkgName)) return args;
      const versions = Object.values(args.shareScopeMap[args.scope]?.[args.pkgName] ?? {});
      const pageCopy = versions.find((shared) => shared.from === pageName);
      if (pageCopy) args.resolver = () => ({ shared: pageCopy, useTreesShaking: false });
      return args;
    },
  };
}

let pageName: string | undefined;

export default function headerRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'grocer-header-loader',
    beforeInit(args) {
      provideRuntimeCore();
      if (pageName === undefined) {
        pageName = args.options.name;
        registerGlobalPlugins([keepPageReact(pageName)]);
      }
      return args;
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      link.setAttribute('href', url);
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.crossOrigin = 'anonymous';
      const nonce = readCspNonce(document);
      if (nonce !== undefined) link.nonce = nonce;
      return link;
    },
  };
}
