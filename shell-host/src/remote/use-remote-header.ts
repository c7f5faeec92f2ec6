import { useCallback, useEffect, useRef, useState } from 'react';
import { acceptHeaderContract, type OnHeaderEvent } from '@grocer/shared-contracts/domain';
import type { HeaderModule } from './header-module.ts';
import { loadHeaderModule, retryDelayMs } from './load-header.ts';

export type RemoteHeaderState =
  | { readonly status: 'loading'; readonly attempt: number }
  | { readonly status: 'ready'; readonly attempt: number; readonly module: HeaderModule }
  | { readonly status: 'failed'; readonly attempt: number; readonly reason: string }
  /** The remote speaks another major contract version: the fallback stays, and nothing retries. */
  | { readonly status: 'refused'; readonly attempt: number; readonly remoteVersion: string };

type Loader = typeof loadHeaderModule;

/**
 * Loads the remote header, and keeps retrying in the background while it is
 * unavailable or crashes, logging why each time. The page shows the fallback
 * header meanwhile. A remote on another major contract version is refused
 * (acceptHeaderContract: one `contract_mismatch` event to `onEvent`, one
 * warning) and not retried: loading it again would give the same answer
 * until the next page load.
 */
export function useRemoteHeader(
  manifestUrl: string,
  load: Loader = loadHeaderModule,
  delay = retryDelayMs,
  onEvent?: OnHeaderEvent,
) {
  const [state, setState] = useState<RemoteHeaderState>({ status: 'loading', attempt: 0 });
  // Read when a module arrives, so a new handler does not start another load.
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  const fail = useCallback(
    (attempt: number, why: string) => {
      console.warn(
        `[shell] Header remote unavailable (attempt ${attempt + 1}): ${why}. Retrying in ${delay(attempt) / 1000}s.`,
      );
      setState({ status: 'failed', attempt, reason: why });
    },
    [delay],
  );

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    load(manifestUrl, state.attempt).then(
      (module) => {
        if (!current) return;
        const accepted = acceptHeaderContract(module.contractVersion, {
          onEvent: onEventRef.current,
          warn: (message) => console.warn(`[shell] ${message}`),
        });
        setState(
          accepted
            ? { status: 'ready', attempt: state.attempt, module }
            : { status: 'refused', attempt: state.attempt, remoteVersion: module.contractVersion },
        );
      },
      (error: unknown) => {
        if (current) fail(state.attempt, error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [state, manifestUrl, load, fail]);

  useEffect(() => {
    if (state.status !== 'failed') return;
    const timer = setTimeout(() => setState({ status: 'loading', attempt: state.attempt + 1 }), delay(state.attempt));
    return () => clearTimeout(timer);
  }, [state, delay]);

  const reportRenderError = useCallback(
    (error: unknown) => fail(state.attempt, `render failed: ${error instanceof Error ? error.message : String(error)}`),
    [fail, state.attempt],
  );

  return { state, reportRenderError };
}
