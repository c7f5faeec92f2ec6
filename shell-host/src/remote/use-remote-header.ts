import { useCallback, useEffect, useState } from 'react';
import { CONTRACT_VERSION, compareContractVersions } from '@grocer/shared-contracts';
import type { HeaderModule } from './header-module.ts';
import { loadHeaderModule, retryDelayMs } from './load-header.ts';

export type RemoteHeaderState =
  | { readonly status: 'loading'; readonly attempt: number }
  | { readonly status: 'ready'; readonly attempt: number; readonly module: HeaderModule }
  | { readonly status: 'failed'; readonly attempt: number; readonly reason: string };

type Loader = typeof loadHeaderModule;

/**
 * Loads the remote header, and keeps retrying in the background while it is
 * unavailable or crashes, logging why each time. The page shows the fallback
 * header meanwhile.
 */
export function useRemoteHeader(manifestUrl: string, load: Loader = loadHeaderModule, delay = retryDelayMs) {
  const [state, setState] = useState<RemoteHeaderState>({ status: 'loading', attempt: 0 });

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
        const agreement = compareContractVersions(CONTRACT_VERSION, module.contractVersion);
        if (agreement.status !== 'same') console.warn(`[shell] ${agreement.message}`);
        setState({ status: 'ready', attempt: state.attempt, module });
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
