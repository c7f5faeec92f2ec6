/**
 * What the host's server (rendering through federation) and the remote's (rendering fragments)
 * both count about the header's server render: one definition, so both servers' series mean the
 * same and one dashboard reads either (the `job` label tells them apart).
 */
import { Counter, Histogram } from 'prom-client';
import { LATENCY_BUCKETS } from './metrics.ts';

export const headerRenderDuration = new Histogram({
  name: 'header_server_render_duration_seconds',
  help: "The header's server render, services calls included, by outcome: rendered, or fallback (the page got none).",
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

/** Reasons are a fixed few: no_release, remote_unreachable, deadline, failed, unexpected (host); busy, deadline, failed (remote). */
export const headerFallbacks = new Counter({
  name: 'header_server_fallbacks_total',
  help: 'Pages sent without a server-rendered header (the browser renders it, or the page shows its fallback), by reason.',
  labelNames: ['reason'] as const,
});

export const servicesBudgetMisses = new Counter({
  name: 'header_services_budget_misses_total',
  help: 'Header renders whose services calls outlasted the render budget (HEADER_SERVICES_BUDGET_MS): the browser loaded the rest.',
});

/** Times one render: `done(reason)` with a fallback's reason, or `done()` when it rendered. */
export function timeHeaderRender(): (fallbackReason?: string) => void {
  const end = headerRenderDuration.startTimer();
  return (fallbackReason) => {
    end({ outcome: fallbackReason === undefined ? 'rendered' : 'fallback' });
    if (fallbackReason !== undefined) headerFallbacks.inc({ reason: fallbackReason });
  };
}
