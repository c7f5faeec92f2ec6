/**
 * A federation runtime plugin (webpack.config.ts `runtimePlugins`): makes this
 * page's runtime core the one the header remote's entry uses, so the page
 * carries one federation runtime, not two (decision 016). The
 * remote's entry is built with `experiments.externalRuntime` and reads the
 * core from `globalThis._FEDERATION_RUNTIME_CORE`.
 *
 * This does what `experiments.provideExternalRuntime` does, from the ES module
 * build of the core that the host's own runtime already uses: the plugin that
 * option adds is CommonJS and brought a second copy of the core (+23 KB gzip).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

type WithCore = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      (globalThis as WithCore)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
