import * as runtimeCore from '@module-federation/runtime/core';

type WithCore = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };

/** What the header's `remoteEntry.js`, built with `externalRuntime`, reads the runtime from: it carries none of its own. */
export function provideRuntimeCore(): void {
  (globalThis as WithCore)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}
