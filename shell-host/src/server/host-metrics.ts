/**
 * What the host's server counts about the header's releases (decision 034: only a signed release
 * runs), on the process's registry beside the render metrics (@grocer/server-telemetry). Read
 * from GET /metrics; docs/operations.md says what to watch.
 */
import type { HeaderMetrics } from '@grocer/header-loader/server';
import { Counter, Gauge, inSpan } from '@grocer/server-telemetry';
import { servicesBudgetMisses, timeHeaderRender } from '@grocer/server-telemetry/header-render';

const releaseLoads = new Counter({
  name: 'header_release_loads_total',
  help: "Releases of the header's server build loaded and serving: the first, and each new one since.",
});

const releaseRefusals = new Counter({
  name: 'header_release_refusals_total',
  help: 'Releases refused, by reason: signature, hash, origin, contract, older or proof (it did not render).',
  labelNames: ['reason'] as const,
});

const releaseLoadFailures = new Counter({
  name: 'header_release_load_failures_total',
  help: 'Checks for a release that failed to load it (the remote unreachable, its build broken); the current release keeps serving.',
});

const serving = new Gauge({
  name: 'header_release_info',
  help: 'The release serving (its signed manifest hash) as a label, at 1; none while the browser renders the header.',
  labelNames: ['release'] as const,
});

const heldRenders = new Counter({
  name: 'header_render_workers_stopped_total',
  help: "Header renders that held their release's worker past the page's deadline (burning the CPU, or never yielding): the worker was stopped and replaced.",
});

/** What the header's server half tells the host, counted here and traced (its render a span of the page's trace). */
export const headerMetrics: HeaderMetrics = {
  timeRender: timeHeaderRender,
  budgetMissed: () => servicesBudgetMisses.inc(),
  releaseLoaded: () => releaseLoads.inc(),
  // One series at a time, so the label set stays bounded.
  releaseServing: (release) => {
    serving.reset();
    serving.set({ release }, 1);
  },
  releaseRefused: (reason) => releaseRefusals.inc({ reason }),
  releaseLoadFailed: () => releaseLoadFailures.inc(),
  renderHeld: () => heldRenders.inc(),
  inSpan: (name, work) => inSpan(name, {}, () => work()),
};
