import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { performance as nodePerformance } from 'node:perf_hooks';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { afterEach, beforeEach } from 'vitest';

// What a browser has and jsdom has not, which a VM pool (vmThreads: one jsdom a worker, each file in
// a context of its own) does not take from Node as the default pool does: web streams (React's static
// renderer, in the hydration tests) and performance entries (web-vitals).
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});
for (const name of ['getEntries', 'getEntriesByType', 'getEntriesByName'] as const)
  if (typeof performance[name] !== 'function')
    Object.assign(performance, { [name]: nodePerformance[name].bind(nodePerformance) });

// `findBy…` and `waitFor` wait up to 5 s, as the stories' play functions do: a deadline for a hang,
// not for slowness. What they wait for can cost CPU (a lazy panel's first import, a render), and at
// the default 1 s two tests failed beside another suite on two cores ("Shop all Groceries", the
// slot's fallback link), each found at once on a quiet machine. The test's own time limit still holds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
// Tests run as a shopper who accepted all cookies, so analytics events reach onEvent
// (docs/decisions/009-consent-cookies.md); consent tests clear or change it themselves.
// Server-render tests run without a DOM (`@vitest-environment node`): there is no cookie to set.
beforeEach(() => {
  if (typeof document !== 'undefined') document.cookie = 'cookie_consent=accepted; Path=/';
});
