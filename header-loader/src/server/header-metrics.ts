/**
 * What the server half tells its page server to count and trace about the header's releases and
 * renders, for the page server's own metrics: each is optional, and none is kept here. The
 * reference host's are shell-host/src/server/host-metrics.ts (docs/operations.md reads them).
 */
import type { RefusalReason } from './refused-release.ts';

/** Why a page got its own header instead of the live one. */
export type FallbackReason = 'no_release' | 'remote_unreachable' | 'deadline' | 'failed' | 'unexpected';

export type HeaderMetrics = {
  /** A render begins; what it returns is called once as it ends: with the fallback's reason, or with none when the page got the live header. */
  readonly timeRender?: () => (fallbackReason?: FallbackReason) => void;
  /** A render's services calls outlasted their budget: the browser loads the rest. */
  readonly budgetMissed?: () => void;
  /** A release was loaded and serves (the first, and each new one since). */
  readonly releaseLoaded?: () => void;
  /** The release serving now (its signed manifest's hash). */
  readonly releaseServing?: (release: string) => void;
  readonly releaseRefused?: (reason: RefusalReason) => void;
  /** A check for a release failed to load one (the remote unreachable, its build broken); the current one serves on. */
  readonly releaseLoadFailed?: () => void;
  /** A render held its release's worker past the page's deadline: the worker was stopped and replaced. */
  readonly renderHeld?: () => void;
  /** Runs a render as a span of the page's trace, so the header's services calls are its children. */
  readonly inSpan?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
};
