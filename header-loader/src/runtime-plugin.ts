/**
 * The federation runtime plugin each preset names in `runtimePlugins` (its path is
 * `@grocer/header-loader/runtime-plugin`, in your node_modules). On the page's runtime it:
 * - provides the runtime's core to the header's `remoteEntry.js`, which carries none of its own;
 * - hands the header the page's React, React DOM and their subpaths whatever React the remote was
 *   built with (a global plugin, so it reaches the header's own runtime instance too): without it
 *   `@module-federation/vite` gave a remote built with a newer React its own `react`, which the
 *   page's React DOM cannot render;
 * - puts the page's CSP nonce (and CORS) on the stylesheet links the runtime adds;
 * - preloads, as soon as the header's manifest is read, the shared modules the header will ask for
 *   that the page does not provide (jotai, the contracts' zod): the runtime asks for them only once
 *   the header's entry has run, a round trip later.
 */
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { readCspNonce } from '@grocer/shared-contracts';
import { provideRuntimeCore } from './runtime-core.ts';

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

type SharedAssets = { readonly sharedName?: string; readonly assets?: { readonly js?: { readonly sync?: string[] } } };

/** `<link rel="preload">` for each file, as webpack will load it (with CORS), with the page's nonce. */
function preloadScripts(hrefs: readonly string[]): void {
  const nonce = readCspNonce(document);
  for (const href of hrefs) {
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    link.crossOrigin = 'anonymous';
    if (nonce !== undefined) link.nonce = nonce;
    document.head.append(link);
  }
}

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
    afterLoadSnapshot(args) {
      const { moduleInfo, remoteSnapshot, host } = args;
      const manifestUrl = 'entry' in moduleInfo ? moduleInfo.entry : undefined;
      if (moduleInfo.name !== 'header' || manifestUrl === undefined || !('shared' in remoteSnapshot)) return args;
      const provided = host.shareScopeMap['default'] ?? {};
      const needed = (remoteSnapshot.shared as readonly SharedAssets[]).filter(
        ({ sharedName }) => sharedName !== undefined && !(sharedName in provided),
      );
      preloadScripts(
        needed.flatMap(({ assets }) => assets?.js?.sync ?? []).map((file) => new URL(file, manifestUrl).href),
      );
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
